// A small typed fake of the Foundry Combat the round draw reads and writes (src/foundry/gloomhaven/decks/combat-port.ts).
// Modelled on documented behaviour:
// - Combat#turns is "the sorted turn order of this combat encounter" and Combat#_sortCombatants
//   sorts "in descending order of initiative" by default
//   (https://foundryvtt.com/api/classes/client.Combat.html, https://foundryvtt.com/api/v14/classes/foundry.documents.Combat.html).
// - Document flags are saved with the document to the database: what a reload or another client
//   reads back is the JSON of what was set (ClientDocumentMixin#setFlag / #getFlag).
// - Combat#updateEmbeddedDocuments("Combatant", [{_id, initiative}]) updates those combatants.
import type { MonsterTypeData } from "../../../../src/core/gloomhaven/decks";
import type { CombatDecks } from "../../../../src/foundry/gloomhaven/decks/combat-decks";
import type { DeckCombatPort, DeckStandee } from "../../../../src/foundry/gloomhaven/decks/round-start";

/** A combatant: a monster standee with a preset type, or a character (type null). */
export interface FakeCombatant {
  readonly id: string;
  readonly name: string;
  readonly type: MonsterTypeData | null;
  readonly elite: boolean;
  readonly standee: number;
  initiative: number | null;
}

export class FakeCombat {
  round = 0;
  turn = 0;
  readonly combatants: FakeCombatant[];
  #flagJson: string | undefined;
  readonly initiativeWrites: Map<string, number>[] = [];

  constructor(combatants: FakeCombatant[]) {
    this.combatants = combatants;
  }

  /** Combat#turns: sorted by initiative, highest first; no initiative last; ids break ties. */
  get turns(): FakeCombatant[] {
    return [...this.combatants].sort(
      (a, b) =>
        (b.initiative ?? -Infinity) - (a.initiative ?? -Infinity) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  }

  /** Sets the flag as stored raw JSON (e.g. a damaged value). */
  setRawFlag(value: unknown): void {
    this.#flagJson = JSON.stringify(value);
  }

  get flag(): unknown {
    return this.#flagJson === undefined ? undefined : JSON.parse(this.#flagJson);
  }

  /** The round draw's view of this combat, as combatPort gives for a Foundry Combat. */
  port(): DeckCombatPort {
    return {
      round: this.round,
      standees: () =>
        this.combatants.flatMap((c): DeckStandee[] =>
          c.type
            ? [
                {
                  id: c.id,
                  name: c.name,
                  type: c.type,
                  elite: c.elite,
                  standee: c.standee,
                  initiative: c.initiative,
                },
              ]
            : [],
        ),
      trackerInitiatives: () => this.turns.map((c) => c.initiative),
      readFlag: () => this.flag,
      writeFlag: async (value: CombatDecks) => {
        await Promise.resolve();
        this.#flagJson = JSON.stringify(value);
      },
      setInitiatives: async (changes) => {
        await Promise.resolve();
        this.initiativeWrites.push(new Map(changes));
        for (const [id, initiative] of changes) {
          const c = this.combatants.find((x) => x.id === id);
          if (c) c.initiative = initiative;
        }
      },
    };
  }
}
