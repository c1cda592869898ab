import type { PhaseMonster } from "../../../core/arkham";
import { prototypeTokens } from "../monster-actors";
import { readArkhamScene } from "../scene-reading";
import { monsterTokenBuilder } from "./monster-tokens";
import type { SceneChanges } from "./phase-input";
import type { TokenData } from "./phase-scene";

/**
 * The token data of the monsters an accepted phase creates on a Foundry scene: each type's
 * assigned actor prototype (read once per type), placed at free spots clear of the tokens that
 * stay (those the phase removes are left out) and of each other.
 */
export async function createdMonsterTokens(
  scene: Scene.Implementation,
  changes: SceneChanges,
  sneakPath: string,
): Promise<(monster: PhaseMonster) => TokenData> {
  const reading = readArkhamScene(scene, sneakPath);
  const removed = new Set(changes.remove);
  const prototypes = await prototypeTokens(changes.create.map((m) => m.typeId ?? m.name));
  return monsterTokenBuilder(
    {
      occupied: [...reading.tokenRects].filter(([id]) => !removed.has(id)).map(([, rect]) => rect),
      regionsOf: (areaId) => reading.regionsOf(areaId),
      centreOf: (areaId) => reading.centreOf(areaId),
      gridSize: scene.grid.size || 100,
      step: reading.step,
    },
    prototypes,
  );
}
