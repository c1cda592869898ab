import type { AbilityForm } from "../../view/gloomhaven";
import {
  presetFromForm,
  readPresetLibrary,
  type AbilityPreset,
  type PresetLibrary,
} from "../../view/gloomhaven/presets";
import { HEX_SETTINGS, MODULE_ID } from "../constants";

/** Where presets are kept: the world setting in Foundry, a plain object in tests. */
export interface PresetStorage {
  load(): unknown;
  save(library: PresetLibrary): Promise<unknown>;
}

/** The world setting "hexPresets" as preset storage. */
export function settingPresetStorage(): PresetStorage {
  return {
    load: () => game.settings.get(MODULE_ID, HEX_SETTINGS.presets),
    save: (library) => game.settings.set(MODULE_ID, HEX_SETTINGS.presets, library),
  };
}

/** Saved ability cards per monster type. */
export class PresetStore {
  readonly #storage: PresetStorage;

  constructor(storage: PresetStorage) {
    this.#storage = storage;
  }

  /** The readable presets of a monster type (malformed entries are skipped). */
  list(type: string): AbilityPreset[] {
    return readPresetLibrary(this.#storage.load()).library[type] ?? [];
  }

  /** Saves the card part of a form under a name; a preset of the same name is replaced. Returns its id. */
  async save(type: string, name: string, form: AbilityForm): Promise<string> {
    const { library } = readPresetLibrary(this.#storage.load());
    const existing = library[type] ?? [];
    const same = existing.find((p) => p.name === name.trim());
    const id = same?.id ?? nextId(existing);
    const preset = presetFromForm(form, id, name);
    library[type] = same ? existing.map((p) => (p.id === id ? preset : p)) : [...existing, preset];
    await this.#storage.save(library);
    return id;
  }

  /** Deletes one preset of a monster type. */
  async remove(type: string, id: string): Promise<void> {
    const { library } = readPresetLibrary(this.#storage.load());
    library[type] = (library[type] ?? []).filter((p) => p.id !== id);
    await this.#storage.save(library);
  }
}

function nextId(existing: readonly AbilityPreset[]): string {
  let n = existing.length + 1;
  while (existing.some((p) => p.id === `card-${n}`)) n++;
  return `card-${n}`;
}
