// The page `npm run screenshots` photographs for the README: the Monster turn window and the
// Mythos movement window as Foundry frames them (the module's own templates, view-models and
// styles, rendered outside Foundry), each beside the sandbox's drawing of the same board.
import "../../../styles/monster-autopilot.css";
import "../../../styles/gloomhaven.css";
import "../../../styles/arkham.css";
import "../../../sandbox/styles/arkham-board.css";
import "../../../sandbox/styles/gloomhaven-board.css";
import "./page.css";
import publicCases from "../../../test/fixtures/conformance/gloomhaven/public.json";
import { mountArkhamShot } from "./arkham-shot";
import { mountHexShot } from "./hex-shot";

/** The conformance case shown in the Monster turn window: a ranged monster walks to see its focus through a gap. */
const HEX_CASE = "gh-040";

const app = document.querySelector<HTMLElement>("#app");
if (!app) throw new Error("the page has no #app");
const raw = (publicCases as readonly { id: string }[]).find((c) => c.id === HEX_CASE);
if (!raw) throw new Error(`case ${HEX_CASE} is not in test/fixtures/conformance/gloomhaven/public.json`);
app.append(mountHexShot(raw), mountArkhamShot());
app.dataset["ready"] = "true";
