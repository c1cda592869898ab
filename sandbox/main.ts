// The rules sandbox page: a Hex tab (Gloomhaven family) and an Arkham tab, each a thin shell over
// the pure rules cores, rendering the module's own templates and styles.
import "../styles/monster-autopilot.css";
import "../styles/gloomhaven.css";
import "../styles/arkham.css";
import "./styles/arkham-board.css";
import "./styles/gloomhaven-board.css";
import "./styles/page.css";
import { html, required } from "./ui/dom";
import { language, LANGUAGES, rememberLanguage, t, type LanguageCode } from "./ui/i18n";
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

/** The language select: the page reloads in the chosen language, remembered in the address and the browser. */
function languageSelect(): HTMLElement {
  const select = html(
    "select",
    { id: "sandbox-language" },
    ...Object.entries(LANGUAGES).map(([code, { name }]) =>
      html("option", { value: code, lang: code, selected: code === language }, name),
    ),
  );
  select.addEventListener("change", () => {
    const code = select.value as LanguageCode;
    rememberLanguage(code);
    writeLocationState({ lang: code });
    window.location.reload();
  });
  return html(
    "div",
    { class: "sandbox-language" },
    html("label", { for: "sandbox-language" }, t("Page.Language")),
    select,
  );
}

document.documentElement.lang = language;
document.title = t("Title");
app.append(
  html(
    "header",
    { class: "sandbox-header" },
    html("h1", {}, t("Title")),
    html("p", { class: "sandbox-lead" }, t("Lead")),
    tabs.element,
    languageSelect(),
  ),
  html("main", { class: "sandbox-main monster-autopilot" }, hexPanel, arkhamPanel),
);
tabs.select(initial.tab === "arkham" ? "arkham" : "hex");
mountHexTab(hexPanel);
mountArkhamTab(arkhamPanel);
app.dataset["ready"] = "true";
