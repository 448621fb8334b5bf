import { site } from '../content/site';
import { CartPage } from '../features/cart/cart-page';
import { withSeo } from '../head/seo';

function routeMeta() {
  return [
    { title: `Shopping Basket | ${site.name}` },
    {
      name: 'description',
      content: `Your ${site.name} basket: check quantities and request your order.`,
    },
  ];
}

export const meta = withSeo(routeMeta);

export default CartPage;
