// The rules sandbox page: a Hex tab (Gloomhaven family) and an Arkham tab, each a thin shell over
// the pure rules cores, rendering the module's own templates and styles.
import "../styles/monster-autopilot.css";
import "../styles/gloomhaven.css";
import "../styles/arkham.css";
import "./styles/page.css";
import "./styles/arkham-board.css";
import "./styles/gloomhaven-board.css";
import { html, required } from "./ui/dom";
import { t } from "./ui/i18n";
import { createTabs } from "./ui/tabs";
import { readLocationState, writeLocationState } from "./ui/location-state";
import { mountArkhamTab } from "./arkham/arkham-tab";
import { mountHexTab } from "./gloomhaven/gloomhaven-tab";

const app = required<HTMLElement>(document, "#app");
const hexPanel = html("section", { id: "panel-hex", class: "sandbox-panel" }, t("Loading"));
const arkhamPanel = html("section", { id: "panel-arkham", class: "sandbox-panel" }, t("Loading"));

const initial = readLocationState();
const tabs = createTabs(
  [
    { id: "hex", label: t("Tabs.Hex"), panel: hexPanel },
    { id: "arkham", label: t("Tabs.Arkham"), panel: arkhamPanel },
  ],
  (id) => writeLocationState({ tab: id }),
);

app.append(
  html(
    "header",
    { class: "sandbox-header" },
    html("h1", {}, t("Title")),
    html("p", { class: "sandbox-lead" }, t("Lead")),
    tabs.element,
  ),
  html("main", { class: "sandbox-main monster-autopilot" }, hexPanel, arkhamPanel),
);
tabs.select(initial.tab === "arkham" ? "arkham" : "hex");
mountHexTab(hexPanel);
mountArkhamTab(arkhamPanel);
app.dataset["ready"] = "true";
