/**
 * Values read from a scene that change rarely (such as the terrain its regions mark), computed once
 * per scene and kept until the hooks that can change them clear it (register.ts).
 */
export class SceneCache<T> {
  readonly #byScene = new Map<string, T>();

  /** The scene's value, computed on first use. */
  get(sceneId: string, compute: () => T): T {
    let value = this.#byScene.get(sceneId);
    if (value === undefined) {
      value = compute();
      this.#byScene.set(sceneId, value);
    }
    return value;
  }

  /** Forgets one scene's value, or every scene's. */
  clear(sceneId?: string): void {
    if (sceneId === undefined) this.#byScene.clear();
    else this.#byScene.delete(sceneId);
  }
}
