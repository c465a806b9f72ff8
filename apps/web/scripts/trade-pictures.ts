// The trade pictures as one SVG sprite (docs/decisions/038): a <symbol> per trade of the vocabulary, named
// `trade-<key>`, and the neutral briefcase for a skill that names no trade. Lucide's icons (ISC licence) where
// one fits, read from the installed lucide-react so they match its release; the seven it has nothing for are
// drawn here in its style (24 × 24, outlines only). The symbols carry no stroke or colour: the <svg> that uses
// one sets them (components/trades/trade-icon.tsx), so every picture is drawn in the text's colour.
// make-trade-pictures.ts writes the sprite into src; a test holds the committed file to this.
import * as airVent from 'lucide-react/icons/air-vent';
import * as baby from 'lucide-react/icons/baby';
import * as bike from 'lucide-react/icons/bike';
import * as boxes from 'lucide-react/icons/boxes';
import * as brickWall from 'lucide-react/icons/brick-wall';
import * as briefcase from 'lucide-react/icons/briefcase';
import * as brushCleaning from 'lucide-react/icons/brush-cleaning';
import * as bug from 'lucide-react/icons/bug';
import * as car from 'lucide-react/icons/car';
import * as chefHat from 'lucide-react/icons/chef-hat';
import * as faucet from 'lucide-react/icons/faucet';
import * as flame from 'lucide-react/icons/flame';
import * as grid2x2 from 'lucide-react/icons/grid-2x2';
import * as hammer from 'lucide-react/icons/hammer';
import * as handHeart from 'lucide-react/icons/hand-heart';
import * as handPlatter from 'lucide-react/icons/hand-platter';
import * as hardHat from 'lucide-react/icons/hard-hat';
import * as house from 'lucide-react/icons/house';
import * as monitor from 'lucide-react/icons/monitor';
import * as packageIcon from 'lucide-react/icons/package';
import * as paintRoller from 'lucide-react/icons/paint-roller';
import * as scissors from 'lucide-react/icons/scissors';
import * as shieldCheck from 'lucide-react/icons/shield-check';
import * as smartphone from 'lucide-react/icons/smartphone';
import * as sparkles from 'lucide-react/icons/sparkles';
import * as sportShoe from 'lucide-react/icons/sport-shoe';
import * as spool from 'lucide-react/icons/spool';
import * as sprout from 'lucide-react/icons/sprout';
import * as tractor from 'lucide-react/icons/tractor';
import * as umbrella from 'lucide-react/icons/umbrella';
import * as warehouse from 'lucide-react/icons/warehouse';
import * as wheat from 'lucide-react/icons/wheat';
import * as wrench from 'lucide-react/icons/wrench';
import * as zap from 'lucide-react/icons/zap';
import { neutralPictureId, tradePictureId } from '../src/components/trades/trade-picture-ids.ts';

/** A picture's shapes: an element name and its attributes, as lucide describes its icons. */
type Shapes = readonly (readonly [element: string, attributes: Readonly<Record<string, string>>])[];

/** An icon module's shapes. lucide-react exports them beside the component, but its types do not say so. */
function lucide(module: object): Shapes {
  const data = (module as { __iconData?: { node?: Shapes } }).__iconData;
  if (!data?.node) throw new Error('lucide-react no longer exports __iconData; read the icon shapes another way');
  return data.node;
}

/** Drawn here, in lucide's style, from path outlines. */
function drawn(...outlines: readonly string[]): Shapes {
  return outlines.map((outline) => ['path', { d: outline }] as const);
}

const pictures: Readonly<Record<string, Shapes>> = {
  mason: lucide(brickWall),
  electrician: lucide(zap),
  plumber: lucide(faucet),
  painter: lucide(paintRoller),
  carpenter: lucide(hammer),
  driver: lucide(car),
  helper: lucide(hardHat),
  cook: lucide(chefHat),
  cleaner: lucide(brushCleaning),
  welder: lucide(flame),
  tiler: lucide(grid2x2),
  gardener: lucide(sprout),
  'security-guard': lucide(shieldCheck),
  tailor: lucide(spool),
  mechanic: lucide(wrench),
  housemaid: lucide(house),
  'ac-technician': lucide(airVent),
  beautician: lucide(sparkles),
  barber: lucide(scissors),
  'delivery-rider': lucide(bike),
  loader: lucide(boxes),
  // Two bent reinforcement bars held by ties.
  'bar-bender': drawn('M21 4H10a6 6 0 0 0-6 6v11', 'M21 9h-9a3 3 0 0 0-3 3v9', 'M15 2v9M2 15h9'),
  // A ceiling board hung from the slab, a lamp under it.
  'false-ceiling': drawn(
    'M3 3h18M7 3v4M17 3v4',
    'M4 7h16a1 1 0 0 1 1 1v2a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1z',
    'M12 11v3M9 18a3 3 0 0 1 6 0z',
  ),
  // A sliding window with a glint on the glass.
  'aluminium-fabricator': drawn(
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2z',
    'M12 3v18M6 10l3-3M15 11l3-3',
  ),
  // A floor polishing machine on a shining floor.
  'marble-polisher': drawn('M9 3h6M12 3v8', 'M7 11h10a3 3 0 0 1 3 3v2H4v-2a3 3 0 0 1 3-3z', 'M3 20h4M10 20h4M17 20h4'),
  waterproofing: lucide(umbrella),
  'pest-control': lucide(bug),
  waiter: lucide(handPlatter),
  nanny: lucide(baby),
  caretaker: lucide(handHeart),
  // A clothes iron.
  laundry: drawn('M3 18l3-7h15v7z', 'M9 11V7h8a2 2 0 0 1 2 2v2', 'M9 15h.01M13 15h.01'),
  cobbler: lucide(sportShoe),
  'mobile-repair': lucide(smartphone),
  'computer-operator': lucide(monitor),
  packer: lucide(packageIcon),
  'warehouse-worker': lucide(warehouse),
  'farm-labourer': lucide(wheat),
  'tractor-driver': lucide(tractor),
  // A plank formwork panel held up by props.
  'shuttering-carpenter': drawn(
    'M4 3h8a1 1 0 0 1 1 1v16a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z',
    'M8 3v18M13 8l8 13M13 14l4 7',
  ),
  // An excavator on tracks, arm and bucket raised.
  'jcb-operator': drawn(
    'M4.5 16h7a2.5 2.5 0 0 1 0 5h-7a2.5 2.5 0 0 1 0-5z',
    'M4 16v-5a1 1 0 0 1 1-1h4l3 6',
    'M11 13l5-8 5 6',
    'M21 11v4h-3z',
  ),
};

function symbol(id: string, shapes: Shapes): string {
  const elements = shapes.map(([element, attributes]) => {
    // lucide's `key` is React's list key, not a drawing attribute.
    const drawing = Object.entries(attributes).filter(([name]) => name !== 'key');
    const text = drawing.map(
      ([name, value]) => ` ${name}="${value.replaceAll('&', '&amp;').replaceAll('"', '&quot;')}"`,
    );
    return `<${element}${text.join('')}/>`;
  });
  return `<symbol id="${id}" viewBox="0 0 24 24">${elements.join('')}</symbol>`;
}

/** The sprite's text, one symbol a line. */
export function tradePicturesSprite(): string {
  const symbols = [
    symbol(neutralPictureId, lucide(briefcase)),
    ...Object.entries(pictures).map(([trade, shapes]) => symbol(tradePictureId(trade), shapes)),
  ];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg">',
    '<!-- Written by apps/web/scripts/make-trade-pictures.ts; icons from Lucide (ISC licence, lucide.dev). -->',
    ...symbols,
    '</svg>',
    '',
  ].join('\n');
}
