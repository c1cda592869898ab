import type { PhaseEvent } from "../../core/arkham";
import type { Localizer } from "../i18n";

const K = "MONSTER_AUTOPILOT.Arkham.State.Event";

/**
 * What a closing (MY-13) or a terror rise (MY-9) did, one line per event in the GM's language;
 * events those actions never report (the Mythos phase's own) are left out.
 */
export function describeGmEvents(
  events: readonly PhaseEvent[],
  areaName: (id: string) => string,
  i18n: Localizer,
): string[] {
  return events.flatMap((e): string[] => {
    switch (e.kind) {
      case "gate-closed":
        return [i18n.format(`${K}.GateClosed`, { at: areaName(e.at), world: e.marker.world })];
      case "monster-returned":
        return [i18n.format(`${K}.MonsterReturned`, { name: e.name, from: areaName(e.from) })];
      case "elder-sign-placed":
        return [i18n.format(`${K}.ElderSign`, { at: areaName(e.at) })];
      case "doom-removed":
        return [i18n.format(`${K}.DoomRemoved`, { doom: e.doom })];
      case "doom-added":
        return [i18n.format(`${K}.DoomAdded`, { doom: e.doom })];
      case "terror-raised":
        return [i18n.format(`${K}.TerrorRaised`, { terror: e.terror })];
      case "location-closed":
        return [i18n.format(`${K}.LocationClosed`, { at: areaName(e.at), street: areaName(e.street) })];
      case "evicted":
        return [i18n.format(`${K}.Evicted`, { piece: e.piece, to: areaName(e.to) })];
      case "overrun":
        return [i18n.localize(`${K}.Overrun`)];
      case "awakened":
        return [i18n.localize(`${K}.Awakened`)];
      default:
        return [];
    }
  });
}
