import type { ReactNode } from 'react';
import { PageHeader as Header } from '../../components/ui/page-header';
import type { TextLink } from '../../content/catalogue-pages';

type PageHeaderProps = {
  heading: string;
  intro: string;
  /** The pages above this one; Products unless told otherwise. */
  parents?: readonly TextLink[];
  children?: ReactNode;
};

const underProducts: readonly TextLink[] = [{ label: 'Products', href: '/products' }];

/** The shared page header, placed in the catalogue. */
export function PageHeader({ parents = underProducts, ...props }: PageHeaderProps) {
  return <Header parents={parents} {...props} />;
}
