// One picture per trade in the vocabulary (packages/contract skills.ts), so a worker who reads little can
// pick "plumber" by its tap and an Employer can spot a painter at a glance. Lucide's icons where one fits
// (imported one file each, so only these ship), the rest drawn in the same style; a skill that names no
// trade gets a neutral briefcase.
import type { ComponentType, SVGProps } from 'react';
import AirVent from 'lucide-react/icons/air-vent';
import Baby from 'lucide-react/icons/baby';
import Bike from 'lucide-react/icons/bike';
import Boxes from 'lucide-react/icons/boxes';
import BrickWall from 'lucide-react/icons/brick-wall';
import Briefcase from 'lucide-react/icons/briefcase';
import BrushCleaning from 'lucide-react/icons/brush-cleaning';
import Bug from 'lucide-react/icons/bug';
import Car from 'lucide-react/icons/car';
import ChefHat from 'lucide-react/icons/chef-hat';
import Faucet from 'lucide-react/icons/faucet';
import Flame from 'lucide-react/icons/flame';
import Grid2x2 from 'lucide-react/icons/grid-2x2';
import Hammer from 'lucide-react/icons/hammer';
import HandHeart from 'lucide-react/icons/hand-heart';
import HandPlatter from 'lucide-react/icons/hand-platter';
import HardHat from 'lucide-react/icons/hard-hat';
import House from 'lucide-react/icons/house';
import Monitor from 'lucide-react/icons/monitor';
import Package from 'lucide-react/icons/package';
import PaintRoller from 'lucide-react/icons/paint-roller';
import Scissors from 'lucide-react/icons/scissors';
import ShieldCheck from 'lucide-react/icons/shield-check';
import Smartphone from 'lucide-react/icons/smartphone';
import Sparkles from 'lucide-react/icons/sparkles';
import SportShoe from 'lucide-react/icons/sport-shoe';
import Spool from 'lucide-react/icons/spool';
import Sprout from 'lucide-react/icons/sprout';
import Tractor from 'lucide-react/icons/tractor';
import Umbrella from 'lucide-react/icons/umbrella';
import Warehouse from 'lucide-react/icons/warehouse';
import Wheat from 'lucide-react/icons/wheat';
import Wrench from 'lucide-react/icons/wrench';
import Zap from 'lucide-react/icons/zap';
import {
  BentBarsIcon,
  ClothesIronIcon,
  ExcavatorIcon,
  FalseCeilingIcon,
  FloorPolisherIcon,
  FormworkIcon,
  SlidingWindowIcon,
} from './drawn-trade-icons';
import './trades.css';

type IconComponent = ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;

const pictures: Readonly<Record<string, IconComponent>> = {
  mason: BrickWall,
  electrician: Zap,
  plumber: Faucet,
  painter: PaintRoller,
  carpenter: Hammer,
  driver: Car,
  helper: HardHat,
  cook: ChefHat,
  cleaner: BrushCleaning,
  welder: Flame,
  tiler: Grid2x2,
  gardener: Sprout,
  'security-guard': ShieldCheck,
  tailor: Spool,
  mechanic: Wrench,
  housemaid: House,
  'ac-technician': AirVent,
  beautician: Sparkles,
  barber: Scissors,
  'delivery-rider': Bike,
  loader: Boxes,
  'bar-bender': BentBarsIcon,
  'false-ceiling': FalseCeilingIcon,
  'aluminium-fabricator': SlidingWindowIcon,
  'marble-polisher': FloorPolisherIcon,
  waterproofing: Umbrella,
  'pest-control': Bug,
  waiter: HandPlatter,
  nanny: Baby,
  caretaker: HandHeart,
  laundry: ClothesIronIcon,
  cobbler: SportShoe,
  'mobile-repair': Smartphone,
  'computer-operator': Monitor,
  packer: Package,
  'warehouse-worker': Warehouse,
  'farm-labourer': Wheat,
  'tractor-driver': Tractor,
  'shuttering-carpenter': FormworkIcon,
  'jcb-operator': ExcavatorIcon,
};

interface TradeIconProps {
  /** A trade key from the vocabulary; anything else, or nothing, shows the neutral picture. */
  trade: string | undefined;
  size?: number;
}

/** Decorative: the trade's name always stands beside it, so screen readers skip the picture. */
export function TradeIcon({ trade, size = 24 }: TradeIconProps) {
  const Picture = (trade !== undefined && pictures[trade]) || Briefcase;
  return <Picture size={size} className="trade-icon" aria-hidden focusable="false" />;
}
