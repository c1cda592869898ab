import {
  readMonsterDataForm,
  readSummonerField,
  sideChoices,
  summonerChoices,
  type MonsterData,
  type MonsterDataContext,
  type SummonerChoice,
} from "../../view/gloomhaven";
import { HEX_FLAGS, MODULE_ID, templatePath } from "../constants";
import { openWindowOnce } from "../report-failure";
import { SIDE_OVERRIDES } from "./token-figures";
import { foundryLocalizer } from "../foundry-localizer";
import {
  monsterDataSources,
  resolveMonsterData,
  saveActorMonsterData,
  saveTokenMonsterData,
} from "./monster-data-store";
import { characterTokensFor, saveSummoner, summonerFlagOf } from "./summoner-field";
import type { PresetTypeContext } from "../../view/gloomhaven/decks";
import { presetTypeContext, savePresetType } from "./decks/preset-type-field";

/** Whose data the form edits: a monster type (actor) or one standee (token). */
export type MonsterDataTarget =
  | { readonly kind: "actor"; readonly actor: Actor.Implementation }
  | { readonly kind: "token"; readonly token: TokenDocument.Implementation };

/** The current data of a target (malformed flags fall back to the defaults, with a warning). */
function currentData(target: MonsterDataTarget): MonsterData {
  const sources =
    target.kind === "token"
      ? monsterDataSources(target.token)
      : {
          tokenName: target.actor.name,
          actorName: target.actor.name,
          actorFlag: target.actor.getFlag(MODULE_ID, HEX_FLAGS.monster),
          tokenFlag: undefined,
        };
  const { data, problems } = resolveMonsterData(sources);
  const i18n = foundryLocalizer();
  for (const p of problems) ui.notifications?.warn(i18n.format(p.key, p.params));
  return data;
}

/** A token's "Summoned by" choices: the scene's other character tokens, its saved summoner selected. */
function summonersOf(target: MonsterDataTarget): SummonerChoice[] {
  return target.kind === "token"
    ? summonerChoices(characterTokensFor(target.token), summonerFlagOf(target.token))
    : [];
}

function targetKey(target: MonsterDataTarget): string {
  return target.kind === "actor" ? `actor-${target.actor.id ?? ""}` : `token-${target.token.id ?? ""}`;
}

function defineMonsterDataApp() {
  const { ApplicationV2, HandlebarsApplicationMixin } = foundry.applications.api;

  return class MonsterDataApp extends HandlebarsApplicationMixin(ApplicationV2)<
    MonsterDataContext & PresetTypeContext
  > {
    static override DEFAULT_OPTIONS = {
      classes: [MODULE_ID, "ma-monster-data-window"],
      tag: "form",
      window: { icon: "fa-solid fa-dragon", contentClasses: ["standard-form"] },
      position: { width: 380, height: "auto" as const },
      form: { handler: MonsterDataApp.#onSubmit, submitOnChange: false, closeOnSubmit: true },
    };

    static override PARTS = {
      form: { template: templatePath("gloomhaven/monster-data.hbs") },
    };

    readonly target: MonsterDataTarget;
    readonly #onSaved: () => void;

    constructor(target: MonsterDataTarget, onSaved: () => void) {
      super({ id: `${MODULE_ID}-data-${targetKey(target)}` });
      this.target = target;
      this.#onSaved = onSaved;
    }

    get #name(): string {
      return this.target.kind === "actor" ? this.target.actor.name : this.target.token.name;
    }

    override get title(): string {
      return game.i18n.format("MONSTER_AUTOPILOT.Hex.Data.Title", { name: this.#name });
    }

    protected override async _prepareContext(): Promise<MonsterDataContext & PresetTypeContext> {
      const actorName =
        this.target.kind === "actor" ? this.target.actor.name : (this.target.token.actor?.name ?? "");
      return {
        data: currentData(this.target),
        target: this.target.kind,
        targetName: this.#name,
        typePlaceholder: actorName,
        idPrefix: this.id,
        sides:
          this.target.kind === "token"
            ? sideChoices(this.target.token.getFlag(MODULE_ID, HEX_FLAGS.side))
            : [],
        summoners: summonersOf(this.target),
        ...presetTypeContext(this.target),
      };
    }

    static async #onSubmit(
      this: MonsterDataApp,
      _event: Event | SubmitEvent,
      _form: HTMLFormElement,
      formData: { object: Record<string, unknown> },
    ): Promise<void> {
      const data = readMonsterDataForm(formData.object, currentData(this.target));
      await savePresetType(this.target, formData.object);
      if (this.target.kind === "actor") await saveActorMonsterData(this.target.actor, data);
      else {
        await saveTokenMonsterData(this.target.token, data);
        const side = SIDE_OVERRIDES.find((s) => s === formData.object["side"]);
        if (side) await this.target.token.setFlag(MODULE_ID, HEX_FLAGS.side, side);
        else await this.target.token.unsetFlag(MODULE_ID, HEX_FLAGS.side);
        const summoner = readSummonerField(formData.object["summoner"], summonersOf(this.target));
        await saveSummoner(this.target.token, summoner);
      }
      this.#onSaved();
    }
  };
}

type MonsterDataAppClass = ReturnType<typeof defineMonsterDataApp>;
let appClass: MonsterDataAppClass | undefined;

/** Opens the monster data form of an actor or a token, or brings the open one forward (GM only). */
export function openMonsterDataForm(target: MonsterDataTarget, onSaved: () => void = () => undefined): void {
  if (!game.user?.isGM) return;
  const App = (appClass ??= defineMonsterDataApp());
  openWindowOnce(
    `${MODULE_ID}-data-${targetKey(target)}`,
    () => new App(target, onSaved),
    "MONSTER_AUTOPILOT.Failure.OpenData",
  );
}
