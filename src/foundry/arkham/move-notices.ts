import type { Localizer } from "../../view";
import type { AcceptedSet } from "./accept-moves";
import type { PlacementFailure } from "./plan-placements";

const K = "MONSTER_AUTOPILOT.Arkham.Mythos";

/** How the notices name tokens and areas. */
export interface NoticeNames {
  monster(tokenId: string): string;
  area(areaId: string): string;
}

function describeFailure(failure: PlacementFailure, names: NoticeNames, i18n: Localizer): string {
  if (failure.reason === "no-token") return i18n.localize(`${K}.NoToken`);
  return i18n.format(failure.reason === "no-room" ? `${K}.NoRoom` : `${K}.NoRegion`, {
    token: names.monster(failure.tokenId),
    area: names.area(failure.areaId),
  });
}

/**
 * What the GM is told after an accepted set of walks: how many moved, each walk Foundry stopped or
 * paused part-way, and each move that could not be placed (nothing moved for it).
 */
export function moveNotices(
  walked: AcceptedSet,
  failures: readonly PlacementFailure[],
  names: NoticeNames,
  i18n: Localizer,
): string[] {
  const notices = [
    ...walked.stopped.map((id) => i18n.format(`${K}.Stopped`, { token: names.monster(id) })),
    ...walked.paused.map((id) => i18n.format(`${K}.Paused`, { token: names.monster(id) })),
    ...failures.map((failure) => describeFailure(failure, names, i18n)),
  ];
  if (walked.moved.length > 0) notices.unshift(i18n.format(`${K}.Moved`, { count: walked.moved.length }));
  return notices;
}
