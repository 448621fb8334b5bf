import { site } from '../content/site';
import { CartPage } from '../features/cart/cart-page';

export function meta() {
  return [
    { title: `Shopping Basket | ${site.name}` },
    {
      name: 'description',
      content: `Your ${site.name} basket: check quantities and request your order.`,
    },
    { name: 'robots', content: 'noindex' },
  ];
}

export default CartPage;
