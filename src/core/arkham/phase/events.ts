import type { AreaId } from "../model";
import type { AwakeningReason, GateMarker, MythosCardType, SealWith } from "./terms";

/**
 * One thing that happened, in order, for the GM's list (MY-1): a `kind`, the `rule` that made it
 * happen and the data to word it (`MONSTER_AUTOPILOT.ArkhamPhase.Event.<kind>` style keys are the
 * view's business). Every doom token, gate, monster placed, overflow, terror step, closing and clue
 * has one.
 */
export type PhaseEvent =
  /** Step 1 does nothing: the card names no gate location (MY-2.1) or an elder sign is there (MY-2.2). */
  | { readonly kind: "no-gate"; readonly rule: "MY-2.1" | "MY-2.2"; readonly at: AreaId | null }
  /** A doom token on the track (a new gate MY-3.1, or a terror step at 10 MY-9.4); `doom` is the new count. */
  | { readonly kind: "doom-added"; readonly rule: "MY-3.1" | "MY-9.4"; readonly doom: number }
  /** A doom token taken off the track by an Elder Sign item seal (MY-13.3). */
  | { readonly kind: "doom-removed"; readonly rule: "MY-13.3"; readonly doom: number }
  | {
      readonly kind: "gate-opened";
      readonly rule: "MY-3.2";
      readonly at: AreaId;
      readonly marker: GateMarker;
    }
  | { readonly kind: "clues-discarded"; readonly rule: "MY-3.3"; readonly at: AreaId; readonly count: number }
  /** An investigator drawn through the new gate to its Other World, delayed (MY-3.5). */
  | {
      readonly kind: "drawn-through";
      readonly rule: "MY-3.5";
      readonly investigator: string;
      readonly at: AreaId;
      readonly world: string;
    }
  /** A surge at an open gate: how many monsters it draws (MY-2.3, MY-4.2). */
  | {
      readonly kind: "surge";
      readonly rule: "MY-4.2";
      readonly at: AreaId;
      readonly monsters: number;
      readonly openGates: number;
      readonly players: number;
    }
  /** Monsters drawn from the cup as one block (MY-5.2). */
  | { readonly kind: "monsters-drawn"; readonly rule: "MY-5.2"; readonly monsters: readonly string[] }
  /** A drawn monster placed at a gate (a new gate's MY-3.6, a surge's MY-4.3). */
  | {
      readonly kind: "monster-placed";
      readonly rule: "MY-3.6" | "MY-4.3";
      readonly monster: string;
      readonly name: string;
      readonly at: AreaId;
    }
  /** The monster limit sends a drawn monster to the Outskirts (MY-6.2). */
  | {
      readonly kind: "monster-to-outskirts";
      readonly rule: "MY-6.2";
      readonly monster: string;
      readonly name: string;
      readonly limit: number;
    }
  /** The Outskirts held more than their capacity: every monster there returned to the cup (MY-7.2). */
  | {
      readonly kind: "outskirts-overflow";
      readonly rule: "MY-7.2";
      readonly capacity: number;
      readonly returned: readonly string[];
    }
  /** The terror track rose to `terror`; one ally goes to the box (MY-9.1). */
  | { readonly kind: "terror-raised"; readonly rule: "MY-9.1"; readonly terror: number; readonly allies: 1 }
  /** Terror closed a store for the rest of the game (MY-9.2). */
  | {
      readonly kind: "location-closed";
      readonly rule: "MY-9.2";
      readonly at: AreaId;
      readonly terror: number;
      readonly street: AreaId;
    }
  /** An investigator or a monster moved out of a closed location (MY-9.2). */
  | {
      readonly kind: "evicted";
      readonly rule: "MY-9.2";
      readonly piece: string;
      readonly from: AreaId;
      readonly to: AreaId;
    }
  /** Terror 10: Arkham is overrun, no monster limit any more (MY-9.3). */
  | { readonly kind: "overrun"; readonly rule: "MY-9.3" }
  /** The clue token placed (MY-8.1) and the investigators there who may take it (MY-8.3). */
  | {
      readonly kind: "clue-placed";
      readonly rule: "MY-8.1";
      readonly at: AreaId;
      readonly mayTake: readonly string[];
    }
  /** No clue token: an open gate is at the clue location (MY-8.1). */
  | { readonly kind: "clue-blocked"; readonly rule: "MY-8.1"; readonly at: AreaId }
  /** The environment that governs step 3 (MY-11.2). */
  | { readonly kind: "movement-environment"; readonly rule: "MY-11.2"; readonly environment: string }
  /** Step 4 bookkeeping (MY-12): the card enters play, replaces the old environment, or is discarded. */
  | {
      readonly kind: "card-discarded";
      readonly rule: "MY-12.1" | "MY-12.3";
      readonly card: string | null;
      readonly type: MythosCardType;
    }
  | { readonly kind: "environment-entered"; readonly rule: "MY-12.2"; readonly card: string }
  | { readonly kind: "environment-discarded"; readonly rule: "MY-12.2"; readonly card: string }
  | { readonly kind: "rumor-entered"; readonly rule: "MY-12.3"; readonly card: string }
  /** The gate closed: its marker leaves the board (MY-13.1). */
  | {
      readonly kind: "gate-closed";
      readonly rule: "MY-13.1";
      readonly at: AreaId;
      readonly marker: GateMarker;
    }
  /** A monster of the closed gate's dimension returned to the cup (MY-13.2). */
  | {
      readonly kind: "monster-returned";
      readonly rule: "MY-13.2";
      readonly monster: string;
      readonly name: string;
      readonly from: AreaId;
    }
  | {
      readonly kind: "elder-sign-placed";
      readonly rule: "MY-13.3";
      readonly at: AreaId;
      readonly seal: Exclude<SealWith, null>;
    }
  /** The Ancient One awakens; the phase ends here (MY-1.2, MY-10). */
  | {
      readonly kind: "awakened";
      readonly rule: "MY-10.1" | "MY-10.2" | "MY-10.3" | "MY-10.4" | "MY-10.5";
      readonly reason: AwakeningReason;
    };
