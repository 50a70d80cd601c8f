/** Deterministic made-up people for the demo schools: Latvian and Russian names, gendered surnames. */
const femaleNames = [
  'Anna',
  'Elza',
  'Marta',
  'Sofija',
  'Emīlija',
  'Alise',
  'Paula',
  'Katrīna',
  'Laura',
  'Līva',
  'Evelīna',
  'Estere',
  'Viktorija',
  'Darja',
  'Anastasija',
  'Polina',
  'Jeļena',
  'Madara',
];
const maleNames = [
  'Jānis',
  'Roberts',
  'Markuss',
  'Gustavs',
  'Kārlis',
  'Ralfs',
  'Emīls',
  'Olivers',
  'Daniels',
  'Artūrs',
  'Rihards',
  'Matīss',
  'Kristers',
  'Maksims',
  'Artjoms',
  'Ņikita',
  'Dmitrijs',
  'Edgars',
];
const surnames: [male: string, female: string][] = [
  ['Bērziņš', 'Bērziņa'],
  ['Kalniņš', 'Kalniņa'],
  ['Ozoliņš', 'Ozoliņa'],
  ['Jansons', 'Jansone'],
  ['Liepiņš', 'Liepiņa'],
  ['Krūmiņš', 'Krūmiņa'],
  ['Balodis', 'Balode'],
  ['Zariņš', 'Zariņa'],
  ['Pētersons', 'Pētersone'],
  ['Vītols', 'Vītola'],
  ['Kļaviņš', 'Kļaviņa'],
  ['Eglītis', 'Eglīte'],
  ['Zvaigzne', 'Zvaigzne'],
  ['Siliņš', 'Siliņa'],
  ['Ivanovs', 'Ivanova'],
  ['Petrovs', 'Petrova'],
  ['Smirnovs', 'Smirnova'],
  ['Kuzņecovs', 'Kuzņecova'],
  ['Lācis', 'Lāce'],
  ['Grīnbergs', 'Grīnberga'],
];

/** mulberry32: the same demo school on every installation. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function demoPerson(random: () => number): { name: string; surname: string } {
  const pick = <T>(list: T[]) => list[Math.floor(random() * list.length)];
  const female = random() < 0.5;
  const [male, fem] = pick(surnames);
  return female ? { name: pick(femaleNames), surname: fem } : { name: pick(maleNames), surname: male };
}
