// `npm run bench`: speed figures for both rules cores (printed, never asserted).
import { arkhamBench } from "./bench-arkham";
import { gloomhavenBench } from "./bench-gloomhaven";

const lines = [...gloomhavenBench(), "", ...arkhamBench()];
process.stdout.write(`${lines.join("\n")}\n`);
