/** Environment cards that change monster movement (mythos_movement.json `movementModifiers`), as slugs. */
export const MODIFIER_IDS = [
  "an-evil-fog",
  "icy-conditions",
  "aldebaran-ascendant",
  "angry-red-skies",
  "balmy",
  "dark-skies",
  "deathly-still",
  "good-traveling-conditions",
  "plague-of-frogs",
  "the-tempest",
  "windy",
  "the-streets-are-flooded",
  "moon-creature-hoax",
  "endlessly-breeding",
  "one-thousand-young",
  "unending-darkness",
] as const;
export type ModifierId = (typeof MODIFIER_IDS)[number];
