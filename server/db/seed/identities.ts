/** The demo identity pools: two seasons for the demo realm, one for elsewhere. */

export interface SeasonSeed {
  name: string
  identities: string[]
}

export const demoSeasons: SeasonSeed[] = [
  {
    name: 'First Flush',
    identities: [
      'Oolong Oracle',
      'Matcha Marauder',
      'Chai Chimera',
      'Sencha Sphinx',
      'Rooibos Raven',
      'Jasmine Jackal',
      'Earl Grey Gryphon',
      'Darjeeling Dragon',
      'Hojicha Hare',
      'Genmaicha Gecko',
      'Pu-erh Pangolin',
      'Assam Axolotl',
      'Lapsang Lynx',
      'Gyokuro Golem',
      'Bancha Badger',
      'Yerba Yeti',
      'Chamomile Chameleon',
      'Hibiscus Heron',
      'Peppermint Puffin',
      'Kukicha Kraken',
    ],
  },
  {
    name: 'Second Flush',
    identities: [
      'Bergamot Banshee',
      'Cardamom Coyote',
      'Ginger Goblin',
      'Honey Hydra',
      'Lemon Lemur',
      'Mint Minotaur',
      'Oat Milk Otter',
      'Saffron Salamander',
      'Tulsi Toad',
      'Vanilla Vulture',
      'Yuzu Yak',
      'Anise Armadillo',
      'Clove Cobra',
      'Fennel Fox',
      'Licorice Lion',
      'Nutmeg Newt',
      'Rosehip Rhino',
      'Sage Serpent',
      'Turmeric Tapir',
      'Lavender Llama',
    ],
  },
]

export const elsewhereSeasons: SeasonSeed[] = [
  {
    name: 'Harbor Lights',
    identities: [
      'Foghorn Phantom',
      'Lighthouse Leviathan',
      'Anchor Angler',
      'Buoy Banshee',
      'Tidepool Triton',
      'Gull Ghost',
      'Driftwood Dryad',
      'Lantern Lobster',
      'Barnacle Bard',
      'Compass Crab',
      'Mooring Mermaid',
      'Kelp Kelpie',
    ],
  },
]

export const identityColors = [
  '#c2410c',
  '#15803d',
  '#1d4ed8',
  '#a21caf',
  '#b45309',
  '#0f766e',
  '#be123c',
  '#4d7c0f',
  '#7c3aed',
  '#0369a1',
  '#9f1239',
  '#3f6212',
]

export const accessories = [
  '/accessories/party-hat.svg',
  '/accessories/crown.svg',
  '/accessories/bow.svg',
  '/accessories/monocle.svg',
  '/accessories/scarf.svg',
  '/accessories/snowflake.svg',
]

/** `Pu-erh Pangolin` → `/avatars/pu-erh-pangolin.svg` (files in public/avatars). */
export function avatarPath(name: string): string {
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
  return `/avatars/${slug}.svg`
}
