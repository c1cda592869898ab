// The Hex tab's words for a link that was refused: every reason, as the Arkham tab gives them.
import { problemMessage, localizeMessage } from "../../src/view/gloomhaven";
import { i18n, t } from "../ui";
import type { HexLinkProblem, HexLinkResult } from "./hex-link";

function describe(problem: HexLinkProblem): string {
  switch (problem.code) {
    case "unreadable":
      return t("HexEdit.Link.Problem.unreadable");
    case "version":
      return t("HexEdit.Link.Problem.version", { value: problem.value });
    case "shape":
      return t("HexEdit.Link.Problem.shape", { path: problem.path || t("Arkham.Link.Root") });
    case "case":
      return localizeMessage(
        i18n,
        problemMessage(problem.problem, (h) => `${h.q},${h.r}`),
      );
  }
}

/** The message shown after opening a link: why it was refused; "" when it loaded. */
export function hexLinkMessage(result: HexLinkResult): string {
  if (result.kind === "loaded") return "";
  return t("HexEdit.Link.Invalid", { problems: result.problems.map(describe).join(" ") });
}
