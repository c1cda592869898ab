import { describe, expect, test } from "vitest";
import { createLineOfSight } from "../../../src/core/gloomhaven/line-of-sight";
import { corpusBoard, corpusRule, loadCorpus, rangeFrom, toHex } from "./los/corpus";

const corpus = loadCorpus();

describe("line of sight on the public conformance boards (LOS-1..LOS-5)", () => {
  test("every answered attack has line of sight from the monster's end hex to each target", () => {
    const missing: string[] = [];
    for (const c of corpus) {
      const los = createLineOfSight(corpusBoard(c), corpusRule(c));
      for (const { destination, attacks } of c.answers) {
        for (const target of attacks) {
          if (!los(toHex(destination), toHex(target))) missing.push(`${c.id}: ${destination} -> ${target}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  // A monster that cannot move, with one single-target attack and one character in range, attacks
  // exactly when it has line of sight: its answer says whether it sees (e.g. Peer#147, #149, #150).
  test("a monster that cannot move attacks the lone character in range exactly when it sees it", () => {
    const standing = corpus.filter(
      (c) =>
        c.action.move === 0 &&
        c.action.targets === 1 &&
        !c.action.aoe &&
        c.figures.filter((f) => f.side === "character").length === 1,
    );
    let checked = 0;
    for (const c of standing) {
      const monster = toHex(c.figures.find((f) => f.active)!.at);
      const character = toHex(c.figures.find((f) => f.side === "character")!.at);
      const range = rangeFrom(c, monster).get(`${character.q},${character.r}`) ?? Infinity;
      if (range > Math.max(1, c.action.range)) continue;
      const attacked = c.answers.some((a) => a.attacks.length > 0);
      checked++;
      expect(createLineOfSight(corpusBoard(c), corpusRule(c))(monster, character), c.id).toBe(attacked);
    }
    expect(checked).toBeGreaterThan(0);
  });
});
