/** The admin screens' shop logo is the one the retailer area shows too. */
export { ShopLogo } from '../../../../components/ui/ShopLogo';
