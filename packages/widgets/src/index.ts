/**
 * `@so/widgets`: the public entry of the widget library. Each feature's connected React
 * component (to render inside a React app), and one `define…` per custom element (to define
 * that `so-*` element without the loader; safe to call twice). Pages that only place elements
 * include `@so/widgets/loader` instead, which defines each element the first time it appears.
 */
export { ProfilePage, ProfileEdit, AddressForm } from './account/index.ts';
export { LoginDialog, LoginPage, Signup, ResetPassword, UpdatePassword } from './auth/index.ts';
export { B2bEnquiry } from './b2b/index.ts';
export { Blogs, BlogPost } from './blogs/index.ts';
export { Cart } from './cart/index.ts';
export { CartBar } from './cart-bar/index.ts';
export { CartDrawer } from './cart-drawer/index.ts';
export { Celebration } from './celebration/index.ts';
export { Checkout } from './checkout/index.ts';
export { ContactUs } from './contact/index.ts';
export { ContentPage } from './content-page/index.ts';
export { SubscriptionPlans, SubscriptionPayment, EliteTab } from './elite/index.ts';
export { Events, EventDetail } from './events/index.ts';
export { ExportEnquiry } from './exports/index.ts';
export { Faq } from './faq/index.ts';
export { WhatsAppButton, ScrollTop } from './floating/index.ts';
export { Footer } from './footer/index.ts';
export { Franchise } from './franchise/index.ts';
export { GiftVoucher } from './gift-voucher/index.ts';
export { Header, Counters } from './header/index.ts';
export { Home } from './home/index.ts';
export { OrderDetail } from './orders/index.ts';
export { OrganicLiving } from './organic-living/index.ts';
export { ProductCard, ProductCardById } from './product-card/index.ts';
export { ProductDetail } from './product-detail/index.ts';
export { ProductGrid } from './product-grid/index.ts';
export { Reviews } from './reviews/index.ts';
export { Shop } from './shop/index.ts';
export { SoCoin } from './so-coin/index.ts';
export { Store } from './store/index.ts';
export { StoreLocator } from './store-locator/index.ts';
export { SubscribeAndSave } from './subscribe-and-save/index.ts';
export { Subscriptions, SubscribeTab } from './subscriptions/index.ts';
export { Toaster } from './toaster/index.ts';
export { Vaidya, BookAppointment } from './vaidya/index.ts';
export { Wishlist } from './wishlist/index.ts';

/** `<so-address-form>` */
export { define as defineAddressForm } from './account/address-form.element.ts';
/** `<so-profile-edit>` */
export { define as defineProfileEdit } from './account/profile-edit.element.ts';
/** `<so-profile>` */
export { define as defineProfile } from './account/profile.element.ts';
/** `<so-login-dialog>` */
export { define as defineLoginDialog } from './auth/login-dialog.element.ts';
/** `<so-login>` */
export { define as defineLoginPage } from './auth/login-page.element.ts';
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
export { define as defineHeaderCounters } from './header/counters.element.ts';
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
export { define as defineContactUs } from './contact/contact.element.ts';
/** `<so-content-page>` */
export { define as defineContentPage } from './content-page/content-page.element.ts';
/** `<so-faq>` */
export { define as defineFaq } from './faq/faq.element.ts';
/** `<so-franchise>` */
export { define as defineFranchise } from './franchise/franchise.element.ts';
/** `<so-organic-living>` */
export { define as defineOrganicLiving } from './organic-living/organic-living.element.ts';
/** `<so-coin-page>` */
export { define as defineSoCoinPage } from './so-coin/so-coin.element.ts';
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
