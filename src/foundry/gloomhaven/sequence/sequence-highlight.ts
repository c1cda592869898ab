import type { SequenceOption } from "../../../core/gloomhaven/sequence";
import { hexKey, type Hex } from "../../../core/hex";
import type { HighlightMark } from "../highlight";

/**
 * What to highlight for one whole-sequence option (OUT-S1): each move's path numbered from 1 at
 * its first step (its end hex marked as the end), each attack's targets where they stand when
 * attacked (the co-foci as the focus), every hex of every area placement, each push's or pull's end hex, each controlled figure's
 * targets. From step `from` on (0-based) so that a paused playback shows only what is left.
 */
export function planSequenceHighlight(option: SequenceOption, from = 0): HighlightMark[] {
  const marks: HighlightMark[] = [];
  const seen = new Set<string>();
  const add = (mark: HighlightMark): void => {
    const key = `${mark.kind}|${hexKey(mark.hex)}|${mark.step ?? ""}`;
    if (seen.has(key)) return;
    seen.add(key);
    marks.push(mark);
  };
  const targetMark = (id: string, hex: Hex): HighlightMark => ({
    hex,
    kind: option.focus.includes(id) ? "focus" : "target",
  });
  for (const step of option.steps.slice(from)) {
    switch (step.kind) {
      case "move": {
        const last = step.path.length - 1;
        step.path.forEach((hex, i) => {
          if (i === 0) return;
          add({ hex, kind: i === last ? "end" : "path", step: i });
        });
        break;
      }
      case "attack":
      case "path-attack":
        step.targets.forEach((id, i) => {
          const hex = step.attacks[i];
          if (hex) add(targetMark(id, hex));
        });
        for (const m of step.moved ?? []) add({ hex: m.to, kind: "end" });
        for (const placement of step.areaPlacements) for (const hex of placement) add({ hex, kind: "area" });
        break;
      case "push":
      case "pull":
        for (const m of step.moved) add({ hex: m.to, kind: "end" });
        break;
      case "control":
        for (const c of step.controlled) for (const hex of c.attacks) add({ hex, kind: "target" });
        break;
      case "narrated":
        break;
    }
  }
  return marks;
}
