import { z } from "zod";
import sequencesJson from "../presets/card-sequences.json";

const VALUE = z.union([z.object({ modifier: z.number().int() }), z.object({ fixed: z.number().int() })]);

const LINE = z.union([
  z.object({ move: z.object({ modifier: z.number().int() }) }),
  z.object({
    attack: z.object({
      modifier: z.number().int(),
      range: VALUE.optional(),
      targets: z.union([z.number().int().min(1), z.literal("all-adjacent")]).optional(),
    }),
  }),
]);

const FILE = z.object({
  schema: z.literal("gloomhaven-card-sequences/1"),
  sources: z.array(z.string()),
  sequences: z.array(
    z.object({ deck: z.string().min(1), card: z.number().int().min(0), abilities: z.array(LINE).min(1) }),
  ),
  riders: z.array(
    z.object({
      deck: z.string().min(1),
      card: z.number().int().min(0),
      kind: z.enum(["push", "pull"]),
      value: z.number().int().min(1),
    }),
  ),
});

/** One printed move or attack line of a card (presets/card-sequences.json, SQ-1). */
export type SequenceLine = z.infer<typeof LINE>;

/** The printed lines and attack riders that decks.json does not keep, by `deck/card` (presets/CARD-SEQUENCES.md). */
export interface CardSequenceData {
  readonly lines: ReadonlyMap<string, readonly SequenceLine[]>;
  readonly riders: ReadonlyMap<string, { readonly kind: "push" | "pull"; readonly value: number }>;
}

/** The key of a card in {@link CardSequenceData}. */
export function cardKey(deckId: string, card: number): string {
  return `${deckId}/${card}`;
}

let cached: CardSequenceData | null = null;

/** presets/card-sequences.json, validated once (throws on a malformed file: shipped data). */
export function cardSequenceData(): CardSequenceData {
  if (cached) return cached;
  const file = FILE.parse(sequencesJson);
  cached = {
    lines: new Map(file.sequences.map((s) => [cardKey(s.deck, s.card), s.abilities])),
    riders: new Map(file.riders.map((r) => [cardKey(r.deck, r.card), { kind: r.kind, value: r.value }])),
  };
  return cached;
}
