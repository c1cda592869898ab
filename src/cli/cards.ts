import en from "../../lang/en.json";
import { monsterCatalogue, type MonsterStats, type MonsterTypeData } from "../core/gloomhaven/decks";
import { summarizeCard } from "../view/gloomhaven/decks";
import { localizerFromJson } from "../view";
import type { Io } from "./io";
import { sequenceSummaryLines, typeByHandLine, typeCardSequence } from "./cards-sequences";

const i18n = localizerFromJson(en);

const EDITION_NAMES: Readonly<Record<MonsterTypeData["edition"], string>> = {
  gloomhaven: "Gloomhaven",
  jotl: "Jaws of the Lion",
  frosthaven: "Frosthaven",
};

/** A trait as the stat card prints it ("shield 1", "retaliate 2 range 3", "poison"). */
function traitText(t: MonsterStats["traits"][number]): string {
  const value = t.value === undefined ? "" : ` ${t.value}`;
  return t.type === "condition" || t.type === "immunity"
    ? `${t.type === "immunity" ? "immune " : ""}${t.value ?? ""}`
    : `${t.type}${value}${t.range === undefined ? "" : ` range ${t.range}`}`;
}

function statRows(monster: MonsterTypeData): string[][] {
  return monster.levels.flatMap((line) =>
    (["normal", "elite", "boss"] as const).flatMap((rank) => {
      const s = line[rank];
      if (!s) return [];
      return [
        [
          String(line.level),
          rank,
          String(s.health),
          String(s.move),
          String(s.attack),
          s.range === 0 ? "melee" : String(s.range),
          s.flying ? "yes" : "no",
          s.traits.map(traitText).join(", "),
        ],
      ];
    }),
  );
}

function table(rows: readonly (readonly string[])[]): string[] {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows.map((r) =>
    r
      .map((cell, i) => (i === r.length - 1 ? cell : cell.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd(),
  );
}

/** `cards` alone: the monster type ids by game box, scenario monsters marked. */
function listTypes(json: boolean, io: Io): number {
  const { monsters } = monsterCatalogue();
  const editions = Object.keys(EDITION_NAMES) as MonsterTypeData["edition"][];
  if (json) {
    const byEdition = Object.fromEntries(
      editions.map((e) => [e, monsters.filter((m) => m.edition === e).map((m) => m.id)]),
    );
    io.out(`${JSON.stringify(byEdition)}\n`);
    return 0;
  }
  const lines = editions.flatMap((e) => {
    const own = monsters.filter((m) => m.edition === e);
    return [
      `${EDITION_NAMES[e]} (${own.length} monster types):`,
      ...own.map((m) => `  ${m.id}${m.scenarioSpecific ? "  (scenario)" : ""}`),
    ];
  });
  const names = editions.map((e) => [e, EDITION_NAMES[e]] as const);
  io.out(`${[...lines, ...sequenceSummaryLines(monsterCatalogue().decks, names)].join("\n")}\n`);
  return 0;
}

/** `cards TYPE_ID`: the type's stats per level and rank, then its deck one card a line. */
function showType(id: string, json: boolean, io: Io): number {
  const catalogue = monsterCatalogue();
  const monster = catalogue.monsterById.get(id);
  if (!monster) {
    io.err(
      `monster-autopilot cards: unknown monster type "${id}"; run "monster-autopilot cards" for the list\n`,
    );
    return 1;
  }
  const deck = catalogue.deckById.get(monster.deck)!;
  const cards = deck.cards.map((c) => ({
    ...c,
    summary: summarizeCard(c, i18n),
    sequence: typeCardSequence(catalogue, monster, c),
  }));
  if (json) {
    io.out(`${JSON.stringify({ ...monster, deckName: deck.name, cards })}\n`);
    return 0;
  }
  const header = ["level", "rank", "health", "move", "attack", "range", "flying", "traits"];
  const lines = [
    `${monster.name} (${monster.id}), ${EDITION_NAMES[monster.edition]}${monster.scenarioSpecific ? ", scenario monster" : ""}, standees: ${monster.standees}`,
    "",
    ...table([header, ...statRows(monster)]),
    "",
    `Ability deck ${deck.name} (${deck.id}), ${deck.cards.length} cards: card, initiative, summary`,
    ...cards.map((c) => `${c.card}  ${String(c.initiative).padStart(2)}  ${c.summary}`),
    ...typeByHandLine(deck),
  ];
  io.out(`${lines.join("\n")}\n`);
  return 0;
}

/** `cards [TYPE_ID] [--json]`: monster statistics and ability decks of the Gloomhaven family. */
export function runCards(args: readonly string[], io: Io, usage: string): number {
  const flags = args.filter((a) => a.startsWith("--"));
  const ids = args.filter((a) => !a.startsWith("--"));
  if (ids.length > 1 || flags.some((f) => f !== "--json")) {
    io.err(`monster-autopilot cards: expected at most one TYPE_ID and optionally --json\n\n${usage}`);
    return 1;
  }
  const json = flags.includes("--json");
  return ids[0] === undefined ? listTypes(json, io) : showType(ids[0], json, io);
}
