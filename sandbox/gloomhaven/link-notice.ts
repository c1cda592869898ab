// What the Hex tab's notice line says about linked hexes: the prompt for the Link hexes tool's
// second hex (gone again when the pick is cancelled), a refused pick, a finished link or unlink,
// and the pairs a loaded board left out.
import type { Hex } from "../../src/core/hex";
import { t } from "../ui";

const hexName = (h: Hex): string => `(${h.q}, ${h.r})`;

/** The link messages of the notice line (`notice`, a role=status element). */
export interface LinkNotice {
  readonly linked: (a: Hex, b: Hex, removed: boolean) => void;
  readonly pending: (from: Hex | null, refused: boolean) => void;
  readonly dropped: (count: number) => void;
}

/** Writes the link messages into the notice line. */
export function linkNotice(notice: HTMLElement): LinkNotice {
  /** The text last written by `pending`, so a cancel clears only its own prompt. */
  let prompt = "";
  return {
    linked(a, b, removed) {
      notice.textContent = t(removed ? "Hex.Link.Removed" : "Hex.Link.Added", {
        a: hexName(a),
        b: hexName(b),
      });
    },
    pending(from, refused) {
      if (!refused && !from) {
        if (notice.textContent === prompt) notice.textContent = "";
        return;
      }
      notice.textContent =
        from && !refused ? t("Hex.Link.PickSecond", { hex: hexName(from) }) : t("Hex.Link.NotFloor");
      prompt = notice.textContent;
    },
    dropped(count) {
      if (count > 0) notice.textContent = t("Hex.Link.Dropped", { count });
    },
  };
}
