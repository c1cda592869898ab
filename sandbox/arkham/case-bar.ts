// The Arkham tab's case buttons: export the board as a case file for `npm run cli -- check`, and
// import a case file (first case) onto the board; results and refusals go to the tab's status line.
import { html } from "../ui";
import { i18n, t } from "../ui";
import type { ArkhamSandboxState } from "./arkham-state";
import { arkhamCaseFile, importArkhamCase, type CaseImportProblem } from "./case-io";

export interface ArkhamCaseWiring {
  readonly current: () => ArkhamSandboxState;
  readonly load: (state: ArkhamSandboxState) => void;
  readonly message: (text: string) => void;
}

function describe(problem: CaseImportProblem): string {
  return problem.kind === "core"
    ? i18n.format(`MONSTER_AUTOPILOT.Problems.${problem.problem.code}`, problem.problem.params)
    : t(`Arkham.Case.${problem.key}`, problem.params);
}

/** Reads a chosen file's text as a case file and loads its first case, or says why not. */
function importCaseText(text: string, source: string, wiring: ArkhamCaseWiring): void {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    wiring.message(t("Arkham.Case.NotJson", { source, detail: (error as Error).message }));
    return;
  }
  const loaded = importArkhamCase(data);
  if (!loaded.ok) {
    wiring.message(t("Arkham.Case.Refused", { source, problems: loaded.problems.map(describe).join(" ") }));
    return;
  }
  wiring.load(loaded.state);
  wiring.message(
    t(loaded.count > 1 ? "Arkham.Case.LoadedFirst" : "Arkham.Case.Loaded", {
      id: loaded.id,
      count: loaded.count,
    }),
  );
}

/** The export button and the import file input. */
export function createArkhamCaseBar(wiring: ArkhamCaseWiring): HTMLElement {
  const exportButton = html("button", { type: "button", class: "ak-export-case" }, t("Arkham.Case.Export"));
  exportButton.addEventListener("click", () => {
    const link = document.createElement("a");
    const text = `${JSON.stringify(arkhamCaseFile(wiring.current()), null, 1)}\n`;
    link.href = URL.createObjectURL(new Blob([text], { type: "application/json" }));
    link.download = "monster-autopilot-arkham-case.json";
    link.click();
    URL.revokeObjectURL(link.href);
    wiring.message(t("Arkham.Case.Exported"));
  });
  const file = html("input", { type: "file", id: "ak-import-file", accept: ".json,application/json" });
  file.addEventListener("change", () => {
    const chosen = file.files?.[0];
    if (chosen) void chosen.text().then((text) => importCaseText(text, chosen.name, wiring));
    file.value = "";
  });
  return html(
    "div",
    { class: "ak-case-bar" },
    exportButton,
    html("label", { for: "ak-import-file" }, t("Arkham.Case.Import")),
    file,
  );
}
