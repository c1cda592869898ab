import type { RuleSetId } from "../model";
import decksJson from "../presets/decks.json";
import monstersJson from "../presets/monsters.json";
import {
  DECKS_FILE,
  MONSTERS_FILE,
  type AbilityDeck,
  type MonsterStats,
  type MonsterTypeData,
} from "./schema";
import { MAX_SCENARIO_LEVEL } from "./scenario-level";

/** An area shape of presets/decks.json in axial pointy-top offsets (origin as in the file's README). */
export interface AreaShape {
  readonly origin: "attacker" | "free";
  readonly hexes: readonly { readonly q: number; readonly r: number }[];
}

/** The Gloomhaven-family monster and deck presets, validated (presets/README.md). */
export interface MonsterCatalogue {
  readonly monsters: readonly MonsterTypeData[];
  readonly decks: readonly AbilityDeck[];
  readonly areas: ReadonlyMap<string, AreaShape>;
  readonly monsterById: ReadonlyMap<string, MonsterTypeData>;
  readonly deckById: ReadonlyMap<string, AbilityDeck>;
}

/** A monster's rank on the table: normal or elite, or the single rank of a boss. */
export type Rank = "normal" | "elite" | "boss";

/**
 * The consistency rules the files promise beyond their schema (presets/README.md): every monster's
 * deck exists, each level is listed at its index with the ranks its kind has, every card's area
 * shape exists, card ids are unique within a deck. Returns what is wrong; [] when consistent.
 */
export function catalogueProblems(catalogue: MonsterCatalogue): string[] {
  const problems: string[] = [];
  for (const m of catalogue.monsters) {
    if (!catalogue.deckById.has(m.deck)) problems.push(`${m.id}: deck ${m.deck} missing`);
    m.levels.forEach((line, index) => {
      if (line.level !== index) problems.push(`${m.id}: level ${line.level} listed at ${index}`);
      const ranks = m.boss ? line.boss : line.normal && line.elite;
      if (!ranks) problems.push(`${m.id}: level ${index} lacks a rank`);
    });
  }
  for (const deck of catalogue.decks) {
    const ids = new Set<number>();
    for (const card of deck.cards) {
      if (ids.has(card.card)) problems.push(`${deck.id}: card ${card.card} twice`);
      ids.add(card.card);
      const area = card.attack?.area;
      if (area && !catalogue.areas.has(area)) problems.push(`${deck.id}/${card.card}: area ${area} missing`);
    }
  }
  return problems;
}

/** Builds a catalogue from the two files' JSON, validating both (throws on a malformed file: shipped data). */
export function buildCatalogue(monstersRaw: unknown, decksRaw: unknown): MonsterCatalogue {
  const monsters = MONSTERS_FILE.parse(monstersRaw).monsters;
  const decksFile = DECKS_FILE.parse(decksRaw);
  const areas = new Map(
    Object.entries(decksFile.areas).map(([id, a]) => [
      id,
      { origin: a.origin, hexes: a.hexes.map(([q, r]) => ({ q, r })) },
    ]),
  );
  const catalogue: MonsterCatalogue = {
    monsters,
    decks: decksFile.decks,
    areas,
    monsterById: new Map(monsters.map((m) => [m.id, m])),
    deckById: new Map(decksFile.decks.map((d) => [d.id, d])),
  };
  const problems = catalogueProblems(catalogue);
  if (problems.length > 0) throw new Error(`Monster presets are inconsistent: ${problems.join("; ")}`);
  return catalogue;
}

let cached: MonsterCatalogue | undefined;

/** The shipped presets (presets/monsters.json, presets/decks.json), validated once on first use. */
export function monsterCatalogue(): MonsterCatalogue {
  return (cached ??= buildCatalogue(monstersJson, decksJson));
}

/** The rank a standee uses: a boss has only its boss rank; others are elite or normal. */
export function rankOf(monster: MonsterTypeData, elite: boolean): Rank {
  return monster.boss ? "boss" : elite ? "elite" : "normal";
}

/** A monster type's stat line at a scenario level (clamped to 0–7) and rank (the monster stat card). */
export function statsAt(monster: MonsterTypeData, level: number, rank: Rank): MonsterStats {
  const index = Math.min(MAX_SCENARIO_LEVEL, Math.max(0, Math.trunc(level)));
  const line = monster.levels[index];
  const stats = line && (monster.boss ? line.boss : rank === "elite" ? line.elite : line.normal);
  // catalogueProblems guarantees every level and rank exists; a boss asked for elite gets its boss line.
  const found = stats ?? line?.boss ?? line?.normal ?? line?.elite;
  if (!found) throw new Error(`monster type ${monster.id} has no stat line at level ${index}`);
  return found;
}

/** Lower-case words joined by dashes, as the preset ids write a monster's name ("Bandit Guard" → "bandit-guard"). */
function slugOf(name: string): string {
  return name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/**
 * Matches a name to a monster type of the rule set's box: the type
 * id itself ("gloomhaven/bandit-guard"), or the name's slug within the box; the box's regular
 * monsters before its scenario variants. Null when nothing matches.
 */
export function matchMonsterType(
  catalogue: MonsterCatalogue,
  name: string,
  ruleSet: RuleSetId,
): MonsterTypeData | null {
  const trimmed = name.trim();
  const exact = catalogue.monsterById.get(trimmed);
  if (exact) return exact;
  const slug = slugOf(trimmed);
  if (slug === "") return null;
  const edition = ruleSet; // the rule-set ids are the presets' edition ids
  const candidates = catalogue.monsters.filter(
    (m) => m.edition === edition && (m.id === `${edition}/${slug}` || slugOf(m.name) === slug),
  );
  return candidates.find((m) => !m.scenarioSpecific) ?? candidates[0] ?? null;
}
