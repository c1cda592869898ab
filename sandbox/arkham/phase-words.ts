// The Mythos phase's events in words for the sandbox (MY-1 to MY-13): each event's sentence, its
// rule id and the step it belongs to. Localized under Sandbox.ArkhamPhase.Event.
import { baseBoard, findMonsterTypeById, type PhaseEvent } from "../../src/core/arkham";
import { t } from "../ui";

/** An event as the panel lists it: the step (1–4, MY-1), the rule id and the sentence. */
export interface EventLine {
  readonly step: 1 | 2 | 3 | 4;
  readonly rule: string;
  readonly text: string;
}

const areaName = (id: string | null): string =>
  id === null ? "—" : (baseBoard().areaById.get(id)?.name ?? id);

/** A piece id in words: a cup marker (`cup:<type>:<n>`) by its type's name, else the id itself. */
const pieceName = (id: string): string =>
  id.startsWith("cup:") ? (findMonsterTypeById(id.split(":")[1] ?? "")?.name ?? id) : id;

/** The phase step an event belongs to (MY-1: gate and monsters, clue, movement, special ability). */
function stepOf(event: PhaseEvent): EventLine["step"] {
  if (event.kind === "clue-placed" || event.kind === "clue-blocked") return 2;
  if (event.kind === "movement-environment") return 3;
  if (event.rule.startsWith("MY-12")) return 4;
  return 1;
}

/** The values a sentence names, area ids turned into printed names. */
function params(event: PhaseEvent): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(event)) {
    if (typeof value === "number") out[key] = value;
    else if (typeof value === "string")
      out[key] = ["at", "from", "to", "street"].includes(key) ? areaName(value) : value;
    else if (Array.isArray(value)) out[key] = value.map((v) => pieceName(String(v))).join(", ");
    else if (value === null) out[key] = "—";
  }
  if (event.kind === "evicted") out["piece"] = pieceName(event.piece);
  if ("marker" in event) out["world"] = event.marker.world;
  if (event.kind === "card-discarded") out["card"] = event.card ?? "—";
  return out;
}

/** One event in words with its rule and step. */
export function eventLine(event: PhaseEvent): EventLine {
  return { step: stepOf(event), rule: event.rule, text: t(`ArkhamPhase.Event.${event.kind}`, params(event)) };
}
