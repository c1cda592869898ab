// @vitest-environment happy-dom
// End to end on the fake Foundry runtime: the GM gives a monster type an actor in Arkham pieces (a
// select, or an actor dropped onto the type's row); an accepted Mythos phase that draws that type
// creates its token from the actor's prototype token; cleared again, the type gets a plain token.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MODULE_ID } from "../../../src/foundry/constants";
import { FakeActor, type FakeCollection, type FakeScene, type FakeToken } from "../runtime/documents";
import type { FakeApplicationV2 } from "../runtime/application";
import { bootModule, settle, startWorld, type FakeFoundry } from "../runtime/install";
import { arkhamGameScene } from "./arkham-game-scene";
import { TWO_GMS_AND_A_PLAYER } from "./hex-scene";

const PIECES_WINDOW = "monster-autopilot-arkham-pieces";
const TYPE = "base/zombie";

let foundry: FakeFoundry;

beforeEach(async () => {
  foundry = await bootModule();
});

afterEach(() => {
  document.body.innerHTML = "";
  vi.unstubAllGlobals();
});

async function arkhamScene(): Promise<FakeScene> {
  const scene = await arkhamGameScene();
  foundry.scenes.set(scene.id, scene);
  foundry.view(scene);
  foundry.hooks.callAll("canvasReady");
  return scene;
}

function actors(): FakeCollection<FakeActor> {
  return foundry.game["actors"] as FakeCollection<FakeActor>;
}

/** A world actor whose prototype token is recognisable. */
function zombieActor(): FakeActor {
  const actor = new FakeActor("a-zombie-art", "Zombie (art)");
  actor.prototypeToken = {
    name: "Shambling zombie",
    width: 1,
    height: 1,
    texture: { src: "monsters/zombie.webp" },
  };
  actors().set(actor.id, actor);
  return actor;
}

async function openPieces(): Promise<FakeApplicationV2> {
  await foundry.controls.render();
  foundry.controls.click("ma-arkham-pieces");
  await settle();
  const pieces = foundry.instances.get(PIECES_WINDOW);
  if (pieces === undefined) throw new Error("the Pieces window did not open");
  return pieces;
}

function actorSelect(pieces: FakeApplicationV2, typeId = TYPE): HTMLSelectElement {
  const select = pieces.element.querySelector<HTMLSelectElement>(
    `select[data-edit="monster-actor"][data-type="${typeId}"]`,
  );
  if (select === null) throw new Error(`no actor picker for ${typeId}`);
  return select;
}

/** Opens the picker (it gets the world's actors then) and chooses `value`, as the GM would. */
async function choose(select: HTMLSelectElement, value: string): Promise<void> {
  select.dispatchEvent(new Event("pointerdown"));
  select.value = value;
  select.dispatchEvent(new Event("change"));
  await settle();
}

const assignment = () => foundry.settings.get(MODULE_ID, "arkhamMonsterActors");

/** Opens the Mythos window, picks "Manhunt in Arkham!" and a Zombie from the cup by hand, and accepts. */
async function acceptZombiePhase(): Promise<FakeApplicationV2> {
  foundry.keybindings.get(`${MODULE_ID}.arkhamOpenMythos`)?.onDown?.();
  await settle();
  const mythos = [...foundry.instances.values()].find((app) => app.element.querySelector(".ma-phase-pick"));
  if (mythos === undefined) throw new Error("the Mythos window did not open");
  const pick = mythos.element.querySelector<HTMLSelectElement>(".ma-phase-pick");
  const cup = mythos.element.querySelector<HTMLSelectElement>(".ma-phase-cup");
  const zombie = [...(cup?.options ?? [])].find((o) => o.value === TYPE);
  if (pick === null || zombie === undefined) throw new Error("no card or cup list");
  pick.value = "Manhunt in Arkham!";
  zombie.selected = true;
  mythos.click('[data-action="pickPhase"]');
  await settle();
  mythos.click('[data-action="acceptPhase"]');
  await settle();
  expect(foundry.actionErrors).toEqual([]);
  return mythos;
}

function createdZombies(scene: FakeScene): FakeToken[] {
  return scene.tokens.contents.filter(
    (t) => (t.getFlag(MODULE_ID, "arkhamMonster") as { presetId?: string } | undefined)?.presetId === TYPE,
  );
}

describe("a monster type's actor, chosen in Arkham pieces", () => {
  it("is listed with the world's actors, stored when chosen, and used for the tokens a phase creates", async () => {
    const scene = await arkhamScene();
    const actor = zombieActor();
    const pieces = await openPieces();
    expect(pieces.element.querySelector(".ma-monster-actors summary")?.textContent).toContain("0 of");
    const labels = () => [...actorSelect(pieces).options].map((o) => o.textContent);
    expect(labels()).toEqual(["Plain token"]);
    actorSelect(pieces).dispatchEvent(new Event("focus"));
    expect(labels()).toEqual(["Plain token", "Zombie (art)"]);

    await choose(actorSelect(pieces), actor.id);
    expect(assignment()).toEqual({ [TYPE]: actor.id });
    expect(actorSelect(pieces).value).toBe(actor.id);

    const mythos = await acceptZombiePhase();
    const [token, ...more] = createdZombies(scene);
    expect(more).toEqual([]);
    expect(token).toMatchObject({
      name: "Shambling zombie",
      actorId: actor.id,
      texture: { src: "monsters/zombie.webp" },
    });

    // Undo, clear the choice: the same phase now creates a plain token named after the type.
    mythos.click('[data-action="undoPhase"]');
    await settle();
    expect(createdZombies(scene)).toEqual([]);
    await choose(actorSelect(await openPieces()), "");
    expect(assignment()).toEqual({});
    await acceptZombiePhase();
    const [plain] = createdZombies(scene);
    expect(plain).toMatchObject({
      name: "Zombie",
      actorId: null,
      texture: { src: "icons/svg/mystery-man.svg" },
    });
  });

  it("is set by dropping a world actor onto the type's row, and anything else is refused with a warning", async () => {
    await arkhamScene();
    const actor = zombieActor();
    const pieces = await openPieces();
    const drop = (data: unknown) => {
      const row = pieces.element.querySelector(`tr[data-monster-type="${TYPE}"]`);
      const event = Object.assign(new Event("drop", { bubbles: true, cancelable: true }), {
        dataTransfer: { getData: (format: string) => (format === "text/plain" ? JSON.stringify(data) : "") },
      });
      row?.dispatchEvent(event);
    };
    drop({ type: "Item", uuid: "Item.sword" });
    await settle();
    expect(assignment()).toEqual({});
    expect(foundry.notifications.shown.map((n) => n.text)).toContain(
      "Only an actor can be dropped onto a monster type.",
    );
    drop({ type: "Actor", uuid: `Actor.${actor.id}` });
    await settle();
    expect(assignment()).toEqual({ [TYPE]: actor.id });
    expect(actorSelect(pieces).value).toBe(actor.id);
  });

  it("shows an assigned actor that was deleted as missing, and its type gets a plain token", async () => {
    const scene = await arkhamScene();
    const actor = zombieActor();
    const pieces = await openPieces();
    await choose(actorSelect(pieces), actor.id);
    // A deletion as Foundry ends it: gone from the collection, then `deleteActor` (the generic
    // deleteDocument hook) with the document, the operation and the user id on every client
    // (https://foundryvtt.com/api/functions/hookEvents.deleteDocument.html).
    actors().delete(actor.id);
    foundry.hooks.callAll("deleteActor", actor, {}, foundry.user.id);
    await settle();
    const row = pieces.element.querySelector(`tr[data-monster-type="${TYPE}"]`);
    expect(row?.classList.contains("is-warning")).toBe(true);
    expect(actorSelect(pieces).selectedOptions[0]?.textContent).toBe(`Missing actor “${actor.id}”`);
    await acceptZombiePhase();
    expect(createdZombies(scene)[0]).toMatchObject({ name: "Zombie", actorId: null });
  });

  it("reports a refused setting write to the GM with its cause", async () => {
    await arkhamScene();
    const actor = zombieActor();
    const pieces = await openPieces();
    foundry.settings.set = () => Promise.reject(new Error("the server refused the setting"));
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await choose(actorSelect(pieces), actor.id);
    const errors = foundry.notifications.shown.filter((n) => n.type === "error").map((n) => n.text);
    expect(errors.some((text) => text.includes("the server refused the setting"))).toBe(true);
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining("monster-autopilot"),
      expect.objectContaining({ message: "the server refused the setting" }),
    );
    consoleError.mockRestore();
  });
});

describe("a monster type's actor with several GMs", () => {
  it("chosen by one GM shows in another GM's open Pieces window", async () => {
    const world = await startWorld(TWO_GMS_AND_A_PLAYER);
    const scene = await arkhamGameScene();
    world.scenes.set(scene.id, scene);
    const actor = new FakeActor("a-zombie-art", "Zombie (art)");
    world.actors.set(actor.id, actor);
    const open = async (client: FakeFoundry) => {
      client.act(() => client.view(scene));
      await client.act(() => client.controls.render());
      client.act(() => client.controls.click("ma-arkham-pieces"));
      await settle();
      const pieces = client.instances.get(PIECES_WINDOW);
      if (pieces === undefined) throw new Error(`no Pieces window on ${client.user.id}`);
      return pieces;
    };
    const [a, b] = [world.client("gm-a"), world.client("gm-b")];
    const mine = await open(a);
    const theirs = await open(b);
    await a.act(() => choose(actorSelect(mine), actor.id));
    await settle();
    expect(actorSelect(theirs).value).toBe(actor.id);
  });
});
