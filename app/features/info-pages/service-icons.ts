import {
  FileCheck,
  Hammer,
  PencilRuler,
  Printer,
  Signpost,
  Truck,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import type { ServiceId } from '../../content/service-links';

/** The drawing for each service; a Record, so a new service cannot go without one. */
export const serviceIcons: Readonly<Record<ServiceId, LucideIcon>> = {
  design: PencilRuler,
  'sign-installation': Signpost,
  'shop-fitting': Hammer,
  planning: FileCheck,
  electrical: Zap,
  print: Printer,
  delivery: Truck,
};
