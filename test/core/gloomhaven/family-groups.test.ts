// AF-1, AF-4: the target sets of a family are every choice of `picks` boundary enemies added to
// the fixed ones, listed in lexicographic order of the choice and each sorted by ordinal.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { familyGroups, type TargetFamily } from "../../../src/core/gloomhaven/target-groups";
import type { Enemy } from "../../../src/core/gloomhaven/turn-context";

function enemy(ordinal: number): Enemy {
  return {
    figure: { id: `c${ordinal}`, side: "character", at: { q: ordinal, r: 0 } },
    ordinal,
    node: ordinal,
    proximity: ordinal,
    rank: ordinal,
  } as unknown as Enemy;
}

/** The plain enumeration the grouping must agree with. */
function expectedGroups(fixed: readonly Enemy[], boundary: readonly Enemy[], picks: number): number[][] {
  const groups: number[][] = [];
  const choose = (from: number, chosen: Enemy[]): void => {
    if (chosen.length === picks) {
      groups.push([...fixed, ...chosen].map((e) => e.ordinal).sort((a, b) => a - b));
      return;
    }
    for (let i = from; i <= boundary.length - (picks - chosen.length); i++)
      choose(i + 1, [...chosen, boundary[i]!]);
  };
  choose(0, []);
  return groups;
}

describe("family groups", () => {
  it("are every choice at the cut, in choice order, each sorted by ordinal", () => {
    fc.assert(
      fc.property(
        fc.shuffledSubarray([...Array(12).keys()], { minLength: 0, maxLength: 12 }),
        fc.nat(12),
        fc.nat(6),
        (ordinals, split, picks) => {
          const enemies = ordinals.map(enemy);
          const cut = Math.min(split, enemies.length);
          const fixed = enemies.slice(0, cut);
          const boundary = enemies.slice(cut);
          const family = { fixed, boundary, picks } as unknown as TargetFamily;
          const groups = familyGroups(family).map((g) => g.map((e) => e.ordinal));
          expect(groups).toEqual(expectedGroups(fixed, boundary, picks));
        },
      ),
      { numRuns: 300 },
    );
  });
});
