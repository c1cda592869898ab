// Where a combat and its combatants are. In Foundry v13 the combat tracker's "create encounter" and a
// token's "toggle combat" create combats that are linked to no scene (`combat.scene` is null until
// the GM links one); each combatant still names its own scene and token
// (https://foundryvtt.com/api/classes/foundry.documents.Combatant.html: `sceneId`, `tokenId`, `token`;
// https://foundryvtt.com/api/classes/foundry.documents.Combat.html: `scene` "the Scene ... or null").

/** The parts of a Combatant read here. */
export interface CombatantPlace {
  readonly sceneId?: string | null | undefined;
  readonly tokenId?: string | null | undefined;
}

/** The parts of a Combat read here. */
export interface CombatPlace {
  readonly scene?: { readonly id?: string | null } | null | undefined;
  readonly combatants: { readonly contents: readonly CombatantPlace[] };
}

/** The scene of a combatant: its own `sceneId`, else the scene its combat is linked to. */
export function sceneIdOfCombatant(
  combatant: CombatantPlace,
  combat: CombatPlace | null | undefined,
): string | null {
  return combatant.sceneId || combat?.scene?.id || null;
}

/** Whether a combat takes place on a scene: linked to it, or holding a combatant of it. */
export function combatIsOnScene(combat: CombatPlace, sceneId: string): boolean {
  if (combat.scene?.id === sceneId) return true;
  return combat.combatants.contents.some((c) => sceneIdOfCombatant(c, combat) === sceneId);
}
