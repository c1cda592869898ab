// `npm run bench`: speed figures for both rules cores (printed, never asserted).
import { arkhamBench } from "./bench-arkham";
import { arkhamMythosBench } from "./bench-arkham-mythos";
import { gloomhavenBench } from "./bench-gloomhaven";
import { lineOfSightBench } from "./bench-line-of-sight";
import { playerLoadLine } from "./player-load";
import { sequenceBench } from "./bench-sequences";

const lines = [
  playerLoadLine("dist"),
  "",
  ...gloomhavenBench(),
  ...sequenceBench(),
  ...lineOfSightBench(),
  "",
  ...arkhamBench(),
  "",
  ...arkhamMythosBench(),
];
process.stdout.write(`${lines.join("\n")}\n`);
