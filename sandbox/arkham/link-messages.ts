// The Arkham tab's words for a link that was refused or only partly loaded.
import { t } from "../ui";
import { monsterName, type ArkhamSandboxState } from "./arkham-state";
import type { ArkhamLinkResult } from "./link-state";
import type { LinkProblem } from "./link-format";

function describeProblem(problem: LinkProblem, state: ArkhamSandboxState | undefined): string {
  const monster = state?.monsters.find((m) => m.id === problem.value);
  const value =
    problem.code.startsWith("stale-") && monster ? `${monsterName(monster)} (${monster.id})` : problem.value;
  return t(`Arkham.Link.Problem.${problem.code}`, { path: problem.path || t("Arkham.Link.Root"), value });
}

/** The message shown after opening a link: why it was refused, or what of its phase was left out; "" when it loaded whole. */
export function linkMessage(result: ArkhamLinkResult | undefined): string {
  if (result === undefined) return "";
  if (result.kind === "invalid")
    return t("Arkham.Link.Invalid", {
      problems: result.problems.map((p) => describeProblem(p, undefined)).join(" "),
    });
  if (result.dropped.length === 0) return "";
  return t("Arkham.Link.Dropped", {
    problems: result.dropped.map((p) => describeProblem(p, result.session.start)).join("; "),
  });
}
