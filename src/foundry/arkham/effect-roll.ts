/**
 * Rolls the die of a monster's effect (rules §5: the Chthonian rolls one die instead of moving)
 * with Foundry's `Roll`, and posts it to chat with the outcome in words. The die is rolled here,
 * never in the core. Returns the total.
 */
export async function rollEffectDie(flavor: (total: number) => string): Promise<number> {
  const roll = await new Roll("1d6").evaluate();
  const total = roll.total ?? 0;
  await ChatMessage.create({
    speaker: ChatMessage.getSpeaker({ alias: game.i18n.localize("MONSTER_AUTOPILOT.Arkham.Mythos.Title") }),
    flavor: flavor(total),
    rolls: [roll],
  });
  return total;
}
