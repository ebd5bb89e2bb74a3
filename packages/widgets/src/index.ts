/**
 * `@so/widgets`: the public entry of the widget library. Each feature's connected React
 * component (to render inside a React app), and one `define…` per custom element (to define
 * that `so-*` element without the loader; safe to call twice). Pages that only place elements
 * include `@so/widgets/loader` instead, which defines each element the first time it appears.
 */
import { isolated } from './shared/element.ts';
import * as accountFeature from './account/index.ts';
import * as authFeature from './auth/index.ts';
import * as blogsFeature from './blogs/index.ts';
import * as cartFeature from './cart/index.ts';
import * as cartBarFeature from './cart-bar/index.ts';
import * as cartDrawerFeature from './cart-drawer/index.ts';
import * as celebrationFeature from './celebration/index.ts';
import * as checkoutFeature from './checkout/index.ts';
import * as contactFeature from './contact/index.ts';
import * as contentPageFeature from './content-page/index.ts';
import * as eliteFeature from './elite/index.ts';
import * as eventsFeature from './events/index.ts';
import * as exportsFeature from './exports/index.ts';
import * as faqFeature from './faq/index.ts';
import * as floatingFeature from './floating/index.ts';
import * as footerFeature from './footer/index.ts';
import * as franchiseFeature from './franchise/index.ts';
import * as giftVoucherFeature from './gift-voucher/index.ts';
import * as headerFeature from './header/index.ts';
import * as homeFeature from './home/index.ts';
import * as ordersFeature from './orders/index.ts';
import * as organicLivingFeature from './organic-living/index.ts';
import * as productCardFeature from './product-card/index.ts';
import * as productDetailFeature from './product-detail/index.ts';
import * as productGridFeature from './product-grid/index.ts';
import * as reviewsFeature from './reviews/index.ts';
import * as shopFeature from './shop/index.ts';
import * as soCoinFeature from './so-coin/index.ts';
import * as storeFeature from './store/index.ts';
import * as storeLocatorFeature from './store-locator/index.ts';
import * as subscribeAndSaveFeature from './subscribe-and-save/index.ts';
import * as subscriptionsFeature from './subscriptions/index.ts';
import * as toasterFeature from './toaster/index.ts';
import * as vaidyaFeature from './vaidya/index.ts';
import * as wishlistFeature from './wishlist/index.ts';

/** The connected React components, each rendered in a shadow root of its own (ShadowScope). */
export const ProfilePage = isolated(accountFeature.ProfilePage);
export const ProfileEdit = isolated(accountFeature.ProfileEdit);
export const AddressForm = isolated(accountFeature.AddressForm);
export const LoginDialog = isolated(authFeature.LoginDialog);
export const LoginPage = isolated(authFeature.LoginPage);
export const Signup = isolated(authFeature.Signup);
export const ResetPassword = isolated(authFeature.ResetPassword);
export const UpdatePassword = isolated(authFeature.UpdatePassword);
export const Blogs = isolated(blogsFeature.Blogs);
export const BlogPost = isolated(blogsFeature.BlogPost);
export const Cart = isolated(cartFeature.Cart);
export const CartBar = isolated(cartBarFeature.CartBar);
export const CartDrawer = isolated(cartDrawerFeature.CartDrawer);
export const Celebration = isolated(celebrationFeature.Celebration);
export const Checkout = isolated(checkoutFeature.Checkout);
export const ContactUs = isolated(contactFeature.ContactUs);
export const ContentPage = isolated(contentPageFeature.ContentPage);
export const SubscriptionPlans = isolated(eliteFeature.SubscriptionPlans);
export const SubscriptionPayment = isolated(eliteFeature.SubscriptionPayment);
export const EliteTab = isolated(eliteFeature.EliteTab);
export const Events = isolated(eventsFeature.Events);
export const EventDetail = isolated(eventsFeature.EventDetail);
export const ExportEnquiry = isolated(exportsFeature.ExportEnquiry);
export const Faq = isolated(faqFeature.Faq);
export const WhatsAppButton = isolated(floatingFeature.WhatsAppButton);
export const ScrollTop = isolated(floatingFeature.ScrollTop);
export const Footer = isolated(footerFeature.Footer);
export const Franchise = isolated(franchiseFeature.Franchise);
export const GiftVoucher = isolated(giftVoucherFeature.GiftVoucher);
export const Header = isolated(headerFeature.Header);
export const Counters = isolated(headerFeature.Counters);
export const Home = isolated(homeFeature.Home);
export const OrderDetail = isolated(ordersFeature.OrderDetail);
export const OrganicLiving = isolated(organicLivingFeature.OrganicLiving);
export const ProductCard = isolated(productCardFeature.ProductCard);
export const ProductCardById = isolated(productCardFeature.ProductCardById);
export const ProductDetail = isolated(productDetailFeature.ProductDetail);
export const ProductGrid = isolated(productGridFeature.ProductGrid);
export const Reviews = isolated(reviewsFeature.Reviews);
export const Shop = isolated(shopFeature.Shop);
export const SoCoin = isolated(soCoinFeature.SoCoin);
export const Store = isolated(storeFeature.Store);
export const StoreLocator = isolated(storeLocatorFeature.StoreLocator);
export const SubscribeAndSave = isolated(subscribeAndSaveFeature.SubscribeAndSave);
export const Subscriptions = isolated(subscriptionsFeature.Subscriptions);
export const SubscribeTab = isolated(subscriptionsFeature.SubscribeTab);
export const Toaster = isolated(toasterFeature.Toaster);
export const Vaidya = isolated(vaidyaFeature.Vaidya);
export const BookAppointment = isolated(vaidyaFeature.BookAppointment);
export const Wishlist = isolated(wishlistFeature.Wishlist);
export { B2bEnquiry } from './b2b/index.ts';

/** `<so-address-form>` */
export { define as defineAddressForm } from './account/address-form.element.ts';
/** `<so-profile-edit>` */
export { define as defineProfileEdit } from './account/profile-edit.element.ts';
/** `<so-profile>` */
export { define as defineProfile } from './account/profile.element.ts';
/** `<so-login-dialog>` */
export { define as defineLoginDialog } from './auth/login-dialog.element.ts';
/** `<so-login>` */
export { define as defineLoginPage } from './auth/login.element.ts';
/** `<so-reset-password>` */
export { define as defineResetPassword } from './auth/reset-password.element.ts';
/** `<so-signup>` */
export { define as defineSignup } from './auth/signup.element.ts';
/** `<so-update-password>` */
export { define as defineUpdatePassword } from './auth/update-password.element.ts';
/** `<so-blog-post>` */
export { define as defineBlogPost } from './blogs/blog-post.element.ts';
/** `<so-blogs>` */
export { define as defineBlogs } from './blogs/blogs.element.ts';
/** `<so-cart-bar>` */
export { define as defineCartBar } from './cart-bar/cart-bar.element.ts';
/** `<so-cart-drawer>` */
export { define as defineCartDrawer } from './cart-drawer/cart-drawer.element.ts';
/** `<so-cart>` */
export { define as defineCart } from './cart/cart.element.ts';
/** `<so-celebration>` */
export { define as defineCelebration } from './celebration/celebration.element.ts';
/** `<so-checkout>` */
export { define as defineCheckout } from './checkout/checkout.element.ts';
/** `<so-subscription-payment>` */
export { define as defineSubscriptionPayment } from './elite/subscription-payment.element.ts';
/** `<so-subscription-plans>` */
export { define as defineSubscriptionPlans } from './elite/subscription-plans.element.ts';
/** `<so-event>` */
export { define as defineEvent } from './events/event.element.ts';
/** `<so-events>` */
export { define as defineEvents } from './events/events.element.ts';
/** `<so-scroll-top>` */
export { define as defineScrollTop } from './floating/scroll-top.element.ts';
/** `<so-whatsapp-button>` */
export { define as defineWhatsappButton } from './floating/whatsapp-button.element.ts';
/** `<so-footer>` */
export { define as defineFooter } from './footer/footer.element.ts';
/** `<so-header-counters>` */
export { define as defineHeaderCounters } from './header/header-counters.element.ts';
/** `<so-header>` */
export { define as defineHeader } from './header/header.element.ts';
/** `<so-home>` */
export { define as defineHome } from './home/home.element.ts';
/** `<so-order-detail>` */
export { define as defineOrderDetail } from './orders/order-detail.element.ts';
/** `<so-product-card>` */
export { define as defineProductCard } from './product-card/product-card.element.ts';
/** `<so-product-detail>` */
export { define as defineProductDetail } from './product-detail/product-detail.element.ts';
/** `<so-product-grid>` */
export { define as defineProductGrid } from './product-grid/product-grid.element.ts';
/** `<so-reviews>` */
export { define as defineReviews } from './reviews/reviews.element.ts';
/** `<so-shop>` */
export { define as defineShop } from './shop/shop.element.ts';
/** `<so-store>` */
export { define as defineStore } from './store/store.element.ts';
/** `<so-store-locator>` */
export { define as defineStoreLocator } from './store-locator/store-locator.element.ts';
/** `<so-subscribe-and-save>` */
export { define as defineSubscribeAndSave } from './subscribe-and-save/subscribe-and-save.element.ts';
/** `<so-subscriptions>` */
export { define as defineSubscriptions } from './subscriptions/subscriptions.element.ts';
/** `<so-toaster>` */
export { define as defineToaster } from './toaster/toaster.element.ts';
/** `<so-wishlist>` */
export { define as defineWishlist } from './wishlist/wishlist.element.ts';
/** `<so-contact-us>` */
export { define as defineContactUs } from './contact/contact-us.element.ts';
/** `<so-content-page>` */
export { define as defineContentPage } from './content-page/content-page.element.ts';
/** `<so-faq>` */
export { define as defineFaq } from './faq/faq.element.ts';
/** `<so-franchise>` */
export { define as defineFranchise } from './franchise/franchise.element.ts';
/** `<so-organic-living>` */
export { define as defineOrganicLiving } from './organic-living/organic-living.element.ts';
/** `<so-coin-page>` */
export { define as defineSoCoinPage } from './so-coin/coin-page.element.ts';
/** `<so-vaidya>` */
export { define as defineVaidya } from './vaidya/vaidya.element.ts';
/** `<so-book-appointment>` */
export { define as defineBookAppointment } from './vaidya/book-appointment.element.ts';
/** `<so-b2b-enquiry>` */
export { define as defineB2bEnquiry } from './b2b/b2b-enquiry.element.ts';
/** `<so-export-enquiry>` */
export { define as defineExportEnquiry } from './exports/export-enquiry.element.ts';
/** `<so-gift-voucher>` */
export { define as defineGiftVoucher } from './gift-voucher/gift-voucher.element.ts';

/**
 * The store's font and design tokens (the `--so-*` custom properties) in the document, once.
 * Defining an element does it; a React host that renders only the components calls it itself.
 */
export { installGlobalStyles } from '@so/ui';
