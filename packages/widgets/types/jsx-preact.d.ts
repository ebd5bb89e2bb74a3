/**
 * JSX typings of the store's custom elements for Preact, generated from
 * packages/widgets/custom-elements.json by packages/widgets/scripts/manifest.ts
 * (`npm run manifest`). Do not edit: change the element's doc comment and regenerate.
 *
 * Use: `import type {} from '@organic-store/widgets/jsx/preact';` with the published package,
 * or include packages/widgets/types/jsx-preact.d.ts in the tsconfig (as this repository's site does).
 *
 * Every attribute takes a string (as in HTML); a number or boolean attribute also takes a number
 * or boolean.
 */
import type { JSX } from 'preact';

/** What every so-* element takes: the HTML attributes (`class`, `part`, `slot`, `style`, …), `ref`, `key`, children. */
type SoElement<A extends object> = JSX.HTMLAttributes<HTMLElement> & A;

declare module 'preact' {
  namespace JSX {
    interface IntrinsicElements {
      /**
       * `<so-address-form>`: /profile/addresses/add and /profile/addresses/{addressId}/edit: tag,
       * full name, mobile and optional alternate mobile with the country's calling code, street
       * lines, landmark, the searchable country → state → city cascade (defaults Ahmedabad /
       * Gujarat / India), the PIN code (India; another country: its postal code). Success goes back
       * one page; a server refusal shows its message.
       */
      'so-address-form': SoElement<{
        /** edit mode: the address to edit (from the navigation state or GET /user/address/). */
        'address-id'?: number | string;
        /** the add page's `id` query, sent as add_id. */
        'add-id'?: string;
        /** saves the profile's contact address (PATCH ?contact_id=). */
        'contact-id'?: number | string;
      }>;
      /**
       * `<so-b2b-enquiry>`: the /bussiness page: the B2B enquiry form for business buyers
       * (retailers, hotels and restaurants, corporate gifting, distributors). Company details
       * (company name, industry type, company size, website, annual revenue, company registered yes
       * / applied / no), Contact Person (full name, job title, email, phone with the chosen
       * country's calling code, searchable country → state → city), the 4 fixed questions
       * (B2B_QUESTIONS, sent as answer1..answer4) and the specific requirements; a consent box and
       * Send, disabled until the box is ticked, Sending… while the enquiry is on its way. Sends
       * POST /user/web/b2b/create/; the annual revenue goes as shown ('1 to 5 cr'). A sent enquiry
       * says Data Created Successfully (a toast and a status message) and the form starts afresh;
       * the server's field messages stand beside their fields; any other failure says Something
       * went wrong and keeps what was typed.
       */
      'so-b2b-enquiry': SoElement<{}>;
      /**
       * `<so-blog-post blog-id="12">`: one post of /blogs/{blogId}/{blogName}: banner, title, date
       * DD MMM YYYY, the post's HTML (sanitised by the server), links to the previous and next post
       * (plain text when there is none) and Back to Blogs. An unknown id shows "Blog post not
       * found". The post's title and excerpt are published as the page's meta tags (`$pageMeta`).
       */
      'so-blog-post': SoElement<{
        /** the post's id (required; the name in the URL does not matter). */
        'blog-id'?: string;
      }>;
      /**
       * `<so-blogs>`: the /blogs page: blog cards (banner, title linking to the post, date DD MMM
       * YYYY, excerpt), 9 to a page with the pages below, and an Archive choice of the months that
       * have posts. The page (`page`) and the month (`publish_filter={month}-{year}`) live in the
       * URL query. No posts: "No blogs added!".
       */
      'so-blogs': SoElement<{}>;
      /**
       * `<so-book-appointment>`: /consult-our-vaidya/schedule-appointment, "Book your appointment"
       * with the store's Vaidya. Date (from tomorrow, Asia/Kolkata); once a date is chosen, that
       * weekday's times from GET /online_appointment_slots/ (by hour, 12-hour, India time) as a
       * radio group, or a note that the Vaidya takes no appointments that day; Name, Country (India
       * by default) and Mobile number (10 digits after its calling code), Email, Gender, Age group,
       * Landmark, Problem you are suffering from, Describe your problem, the optional medicine
       * question and, with Yes, the medicine types; the captcha; Book appointment, enabled once the
       * captcha is solved. POST /events/ (login required) sends event_type Appointment, category
       * Online and start_datetime with +05:30. The server's message is shown as a toast and, once
       * booked, in the form's status region; a slot that filled up clears the time and reloads the
       * times. A visitor sees the form with "Please login to book an appointment!" and Log in (the
       * login dialog); Book appointment asks for the login too, and nothing is sent. A logged-in
       * shopper's name, e-mail and mobile number start from the account.
       */
      'so-book-appointment': SoElement<{}>;
      /**
       * `<so-cart>`: the /cart page: the lines (image, name linking to the product, price, quantity
       * from 1 to the stock or 20 when unknown, remove, out-of-stock badge), the Order Total panel
       * (Total, GST included, Discount, Final total), the voucher (login required; locked with Edit
       * and Remove once applied), SO Coin redemption with the OTP dialog (logged-in shoppers whose
       * wallet is on), Download cart PDF, Continue Shopping and Process Checkout. Empty: "Your cart
       * is empty" and Shop Now. The applied voucher and verified coins stay for this browser tab.
       */
      'so-cart': SoElement<{}>;
      /**
       * `<so-cart-bar>`: the sticky bottom cart bar, for logged-in shoppers only: item count, the
       * cart's payable total (as the cart page shows it: voucher applied, redeemed coins taken off)
       * and View cart; non-members of SO Elite also see "Get free delivery with SO Elite" (to
       * /subscription-plans). Hidden for visitors, on /cart and /checkout and while the cart is
       * empty. It keeps a spacer of its own height at its place in the page (put it last), respects
       * the safe-area insets, and publishes its height as `--so-cart-bar-height` on the document
       * root so other fixed elements can sit above it.
       */
      'so-cart-bar': SoElement<{}>;
      /**
       * `<so-cart-drawer>`: the mini cart of the store and of any page embedding the loader. A
       * modal side drawer that opens after every add to cart and when the window receives
       * `so:open-cart` (the stores' `openCartDrawer()` dispatches it). Lines (name, quantity, line
       * total, remove), subtotal, View cart and Checkout (the cart page's rules: login, out of
       * stock, minimum order; a voucher or coins chosen on the cart page lead back to /cart). Works
       * for visitors and users.
       */
      'so-cart-drawer': SoElement<{}>;
      /**
       * `<so-celebration delay="2000">`: the 10-year celebration overlay of the home page. Opens 2
       * s after it is attached unless closed earlier in this browser session (sessionStorage
       * `so:celebration-dismissed`), shows its message 0.5 s later, closes itself after 5 s or via
       * Continue, the × button or Escape. Confetti: 140 pieces, 80 below 768 px, none under
       * prefers-reduced-motion.
       */
      'so-celebration': SoElement<{
        /** ms before the overlay opens (overrides the 2 s start delay). Default: 2000. */
        'delay'?: number | string;
      }>;
      /**
       * `<so-checkout>`: the /checkout page. Needs the checkout navigation state (from the cart
       * page or Buy now), otherwise it goes to /cart. Addresses (2 first, Show all addresses; the
       * default chosen), delivery method (read-only), payment method (Cash on Delivery or Online
       * Payment), gift option with a message, and the order summary (total, discount, shipping,
       * coins, payable total, coins earned). Visitors get the login prompt; no saved address sends
       * the shopper to add one.
       */
      'so-checkout': SoElement<{}>;
      /**
       * `<so-coin-page>`: the SO Coin page (routes /so-coin and /sosecoin): a hero saying one SO
       * Coin is earned for every ₹100 spent, with Start Earning (a link to /shop) and How it works
       * (a button that scrolls the features into view, smoothly unless the shopper prefers reduced
       * motion, and moves focus to their heading); then the benefits (1 coin = ₹1, no expiry, no
       * minimum redemption, valid at all stores and on the website, redeem up to the wallet
       * balance), the three steps (shop, collect in the wallet at /profile#wallet, redeem at
       * checkout with an OTP) and an FAQ accordion of seven questions. When the store's staff wrote
       * the page (GET /content-pages/so-coin/), their text replaces the benefits, steps and FAQ and
       * their title the h1; the hero and both buttons stay, and How it works then goes to the
       * staff's text. A skeleton stands in while it loads.
       */
      'so-coin-page': SoElement<{}>;
      /**
       * `<so-contact-us phone="+91 …" email="…">`: the /contact-us page: the h1 "Contact Us", a
       * short intro, customer care (phone numbers as tel: links, the mailbox as a mailto: link, the
       * hours: Monday to Saturday, 9:30 AM – 6:30 PM), the registered office in Ahmedabad, links to
       * the store locator ("Find a store near you"), the FAQ and the return and refund policy, and
       * the inquiry form "Send us a message". When the store's staff wrote the page (GET
       * /content-pages/contact-us/), their text replaces the intro and the office and their title
       * the h1; the customer-care links and the form stay. A skeleton stands in for the text while
       * it loads.
       */
      'so-contact-us': SoElement<{
        /**
         * one or more phone numbers, comma separated, as on `<so-footer>`; default: the store's
         * customer care.
         */
        'phone'?: string;
        /** the e-mail address, as on `<so-footer>`; default: the store's customer care. */
        'email'?: string;
      }>;
      /**
       * `<so-content-page page="shipping-policy">`: one of the store's content pages: About Us,
       * Inspire and Support, Terms and Conditions, Shipping Policy, Return and Refund Policy or
       * Privacy Policy. It shows the page's h1, for the policies the date they last changed ("Last
       * updated", DD MMM YYYY), the page's text, and a customer-care card (call, e-mail, Contact
       * Us). The text is the store's own (numbers from the contract's constants) unless its staff
       * wrote the page (GET /content-pages/{slug}/): then their text and title replace it, their
       * meta tags are published (`$pageMeta`), and the customer-care card stays. A skeleton stands
       * for the text while it loads; a failed load shows the store's own text. A missing or unknown
       * `page` shows "Page not found" with a link to the home page, without any request.
       */
      'so-content-page': SoElement<{
        /**
         * which page (required): about-us, inspire-and-support, terms-and-conditions,
         * shipping-policy, return-and-refund-policy or privacy-policy.
         */
        'page'?: string;
      }>;
      /**
       * `<so-event event-id="7">`: one event of /event/{id}: title, image, date and time
       * (Asia/Kolkata), category, venue, a Join online link (new tab) for online events that have
       * one, and the description when it has one; Back to Events. An unknown id shows "Event not
       * found".
       */
      'so-event': SoElement<{
        /** the event's id (required). */
        'event-id'?: string;
      }>;
      /**
       * `<so-events>`: the /event page: filters When (All, Upcoming, Past, This month) and Category
       * (All, Physical Event, Online), kept in the URL query as `status` (all_events,
       * upcoming_events, past_events, this_month) and `category` (Physical Event, Online); event
       * cards (image, title, date and time in Asia/Kolkata, category) opening /event/{id}. None:
       * "No events added!".
       */
      'so-events': SoElement<{}>;
      /**
       * `<so-export-enquiry>`: the /exports page, titled Exports: Company details (company name,
       * industry type, company size, website, annual revenue, company registered yes / applied /
       * no), Contact Person (full name, job title, email, phone with the chosen country's calling
       * code, searchable country → state → city), then the 11 questions (EXPORT_QUESTIONS) under
       * Export Interests (1-3), Export Readiness (4-6), Goals and Expectations (7-9) and Additional
       * Information (10-11) with the specific requirements; a consent box and Send, disabled until
       * the box is ticked , Sending… while the enquiry is on its way. Sends POST
       * /user/web/Exportlead/create/ with question1..11 as shown and answer1..11; the annual
       * revenue goes as the API's exports value ('1_to_5_cr'). A sent enquiry says Data Created
       * Successfully (a toast and a status message) and the form starts afresh; the server's field
       * messages stand beside their fields; any other failure says Something went wrong and keeps
       * what was typed.
       */
      'so-export-enquiry': SoElement<{}>;
      /**
       * `<so-faq>`: the /faq page: the h1 "Frequently Asked Questions", then the questions in
       * groups (Orders and payment, Delivery, Returns and refunds, SO Coins, SO Elite, Subscribe
       * and Save, Your account), each an h2 and an accordion of details/summary (Tab to a question,
       * Enter or Space opens it). Every number in the answers is a business constant. When the
       * store's staff wrote the page (GET /content-pages/faq/), their text replaces the groups and
       * their title the h1; a skeleton stands in while it loads. Below, in every state, a "Still
       * need help?" line links to /contact-us, /return-and-refund-policy and /shipping-policy.
       */
      'so-faq': SoElement<{}>;
      /**
       * `<so-footer phone="+91 …, +91 …" email="…">`: policy links, quick links, support phone
       * numbers (tel:) and mailbox (mailto:), countries served, copyright with the current year.
       */
      'so-footer': SoElement<{
        /** one or more phone numbers, comma separated; default: the store's customer care. */
        'phone'?: string;
        /** the e-mail address shown; default: the store's customer care. */
        'email'?: string;
        /** the store's name; default: the shipped one. */
        'store-name'?: string;
      }>;
      /**
       * `<so-franchise>`: the /franchise page: the SO Organic Store concept, the six ways the store
       * supports a franchise partner (pure products, store design, business support, marketing and
       * social media, staff training, IT) as cards, the ranges of two brands (SO Organics and
       * Satvik Living, each with a link to its shop listing), and the franchise desk's phone (tel:)
       * and e-mail (mailto:). When the store's staff wrote the page (GET
       * /content-pages/franchise/), their title and text replace the concept text; the pillars,
       * brands and contacts stay. While that call is on its way a skeleton stands in for the text.
       */
      'so-franchise': SoElement<{}>;
      /**
       * `<so-gift-voucher>`: the /gift-voucher page: the h1 "Gift Voucher", what a gift voucher is
       * and how it is redeemed, the form and the voucher's Terms (no expiry, no fees, not
       * reloadable, not refundable, not transferable, redeemable only on the website or in the
       * apps; the contract's GIFT_VOUCHER_TERMS). Visitors may buy one; no login is needed.
       */
      'so-gift-voucher': SoElement<{}>;
      /**
       * `<so-header store-name="SO Organic Store">`: the store header. Logo link to /, product
       * search with suggestions after 500 ms (Enter opens the search page), category mega menu,
       * wishlist, cart and account links with counters, and for staff a Dashboard link; below 768
       * px a search button opens the search box in a dialog at the top of the screen, and a menu
       * button opens a drawer with the search, the category tree, Shop / Wishlist / Cart and (staff
       * only) Dashboard.
       */
      'so-header': SoElement<{
        /** the store's name (logo text and label). Default: "SO Organic Store". */
        'store-name'?: string;
      }>;
      /**
       * `<so-header-counters>`: the wishlist and cart links with count badges (99+ above 99), for a
       * franchise site's own header. Refreshes the counts from the store on load and stays in sync
       * with every other element of the page.
       */
      'so-header-counters': SoElement<{}>;
      /**
       * `<so-home store-name="SO Organic Store">`: the home page — banner carousel, content
       * sections, product carousels, statistics, awards, licences, non-GMO, services and blogs;
       * each section only when `is_visible_on_website`, each block loaded (and failing) on its own.
       */
      'so-home': SoElement<{
        /** text of the visually hidden h1. */
        'store-name'?: string;
      }>;
      /**
       * `<so-login>`: the /login page, the login form inline; a logged-in user goes to / (replace).
       */
      'so-login': SoElement<{}>;
      /**
       * `<so-login-dialog auto-open delay="4000">`: the login popup (Mobile OTP and Email tabs).
       * Opens when `$loginDialog` says open (requireLogin, openLoginDialog) and, when `auto-open`
       * is not "false", once per browser session for logged-out visitors after `delay` ms
       * (sessionStorage 'so:login-popup-shown'). Closing sets `$loginDialog` closed. It also asks
       * "Continue as b…@example.com?" (Continue / No, stay logged out) when a store link from a
       * partner's page offers that page's login to a store page without a session
       * (`$handoffLogin`): only Continue makes a session; the link's cart lines are the shopper's
       * either way.
       */
      'so-login-dialog': SoElement<{
        /**
         * opens by itself once per browser session for logged-out visitors after `delay` ms;
         * "false" turns it off. Default: true on the store's own site, false elsewhere (on a
         * partner page it opens only when asked).
         */
        'auto-open'?: boolean | string;
        /** ms before the automatic opening. Default: 4000. */
        'delay'?: number | string;
      }>;
      /**
       * `<so-order-detail order-id="SO100001">`: the order page: order id, order and delivery
       * dates, status, billing and shipping addresses (one card when identical), product cards with
       * Review Product (read-only stars once rated), the summary (product total, tax, discount with
       * the voucher code, shipping, coins used, final total), the gift message, Accept and Pay (not
       * Cancelled, not paid, not Delivered), Invoice (not Pending and invoiced) and Back to
       * Profile. `?payment=failure` shows "Payment failed! Please try again."; `?payment=success` a
       * payment-received note.
       */
      'so-order-detail': SoElement<{
        /** the order_id of the order list (required). */
        'order-id'?: string;
      }>;
      /**
       * `<so-organic-living>`: the /organic-living page, the store's lakeside forest plotting
       * project near Ahmedabad: a carousel of five banner images (the image service's
       * /media/pages/organic-living-{n}-{w}.webp, one per view, 10 s autoplay, previous/next
       * buttons and dots), the project's narrative (natural farming, native trees, water
       * harvesting, community; plots on request, details at a site visit), the site address, an
       * embedded OpenStreetMap map with an "Open the map" link (new tab), and the project desk's
       * phone as a tel: link. When the store's staff wrote the page (GET
       * /content-pages/organic-living/), their title and text replace the narrative; the carousel,
       * address, map and phone stay. While that call is on its way a skeleton stands in for the
       * text. The page's CSP must allow https://www.openstreetmap.org in frame-src (the reference
       * server's does).
       */
      'so-organic-living': SoElement<{}>;
      /**
       * `<so-product-card product-id="12">`: one product tile with Add to cart and the wishlist
       * heart.
       */
      'so-product-card': SoElement<{
        /** the product (required). */
        'product-id'?: number | string;
      }>;
      /**
       * `<so-product-detail product-id="12">`: the product page: breadcrumb, gallery, title, price,
       * brand link, tags, benefits, rating summary and the first reviews (View all beyond 3), the
       * stated delivery time with the delivery options as subscription schedules, quantity stepper
       * clamped to stock, Add to cart, Buy now (login and the minimum order first, then the cart
       * and checkout), Subscribe (disabled out of stock; "Please login to subscribe!" for visitors;
       * else the subscribe dialog: delivery option, quantity, the price with its Subscribe and Save
       * discount, then /checkout's subscription path), wishlist heart, Share (e-mail, WhatsApp,
       * Messenger, copy link), description and related products. It publishes the product's meta
       * tags (its metatitle as the page title) in the stores' `$pageMeta`, which the store's own
       * site puts in the document.
       */
      'so-product-detail': SoElement<{
        /** the product (required). */
        'product-id'?: number | string;
        /**
         * puts the product's JSON-LD into the page's head (one `<script type="application/ld+json"
         * data-so-seo>`); a bare `seo` turns it on, removing it or "false" off. Default: off.
         */
        'seo'?: boolean | string;
      }>;
      /**
       * `<so-product-grid category="12" limit="4">`: an embeddable block of product cards for
       * franchise and partner pages, with a "View all" link to the store's shop for the same
       * filter.
       */
      'so-product-grid': SoElement<{
        /** category id. */
        'category'?: number | string;
        /** search text. */
        'search'?: string;
        /** product tag id. */
        'tag'?: number | string;
        /** brand id. */
        'brand'?: number | string;
        /** price ascending or descending; default: the shop's order. */
        'sort'?: 'base_price' | '-base_price';
        /** cards shown. Default: 8. */
        'limit'?: number | string;
      }>;
      /**
       * `<so-profile>`: the /profile page. Sections by URL hash: #details (default), #addresses,
       * #orders (order cards, page size 10–50, Showing n of total orders, Previous/Next; paging in
       * the query `orders_page` / `orders_size`) and #wallet (Current Balance, Total Earned, Total
       * Spent, Coin Transaction History paged by 20 in the query `wallet_page`), #subscribe (the
       * subscriptions with their next-delivery countdown; after paying a subscription's first order
       * the gateway lands on `?payment=success|failure#subscribe`, shown above them) and, for
       * members only, #elite (the SO Elite periods, paged by `elite_page` / `elite_size`). The
       * membership is asked from the server on arrival. Below 768 px a section menu shows first; a
       * chosen section has a back arrow to the menu. Visitors get the login prompt.
       */
      'so-profile': SoElement<{}>;
      /**
       * `<so-profile-edit>`: /profile/edit: first and last name, company, read-only e-mail, mobile
       * (12 to 13 characters). Takes the profile from the navigation state, else loads it. Success:
       * "Profile updated successfully!" for 2 s, then /profile.
       */
      'so-profile-edit': SoElement<{}>;
      /**
       * `<so-reset-password reset-uuid="…">`: without `reset-uuid` the reset request (e-mail and
       * captcha); with it the new-password form of the e-mailed link.
       */
      'so-reset-password': SoElement<{
        /**
         * the e-mailed link's id: without it the reset request (e-mail and captcha), with it the
         * new-password form.
         */
        'reset-uuid'?: string;
      }>;
      /**
       * `<so-reviews product-id="12">`: all reviews of a product (
       * /products/{productId}/reviews/{productName}): product name (linking back to the product
       * page), image, average rating with stars and count, star distribution, 30 reviews per page
       * and numbered pages kept in the URL query `page`.
       */
      'so-reviews': SoElement<{
        /** the product (required). */
        'product-id'?: number | string;
      }>;
      /**
       * `<so-scroll-top>`: a "Scroll to top" button that appears after 250 px of scroll and scrolls
       * the page back up (smoothly, unless the visitor prefers reduced motion).
       */
      'so-scroll-top': SoElement<{}>;
      /**
       * `<so-shop>`: the /shop page; on a phone the sort and filters open as a sheet from one
       * "Filter and sort" button, so the first products show on the first screen. No attributes: it
       * reads and writes the page URL's query (page, category, category_name, brand, brand_name,
       * search, sort, tag, foam), so Back and shared links work, on the store and on any page that
       * embeds it.
       */
      'so-shop': SoElement<{}>;
      /**
       * `<so-signup>`: the signup form with the captcha; success clears the form and opens the
       * login dialog.
       */
      'so-signup': SoElement<{}>;
      /**
       * `<so-store api-base store-url company-id>`: configuration for every element on the page.
       */
      'so-store': SoElement<{
        /** the API's base URL; default: the loader's origin + /api. */
        'api-base'?: string;
        /**
         * the store's own site, for links that leave a partner page; default: the loader's origin.
         */
        'store-url'?: string;
        /**
         * the company (store) the API calls are for, sent as the Company-Id header; a value that is
         * not a positive whole number keeps the default.
         */
        'company-id'?: number | string;
        /**
         * the partner site embedding the elements (an id the store gave it), for the store to tell
         * where shoppers come from.
         */
        'partner'?: string;
        /**
         * the self-hosted Inter font is installed in the page (`inter`), or not (`none`: the page's
         * own `--so-font-family` applies). Default: 'inter'.
         */
        'fonts'?: 'inter' | 'none';
      }>;
      /**
       * `<so-store-locator>`: the /store-locator page: the stores of GET /stores/ grouped by city,
       * a City choice of its `cities` kept in the URL query `city`, and for each store its image,
       * name, address lines, landmark, city, state and postal code, hours in 12-hour time ("9:00 AM
       * – 8:00 PM"), a tap-to-call `tel:` link, a `mailto:` link, View on map (and Virtual tour
       * when there is one) opening in a new tab. None: "No stores found".
       */
      'so-store-locator': SoElement<{}>;
      /**
       * `<so-subscribe-and-save>`: the /subscribe-and-save help page: what Subscribe and Save is,
       * with the store's discount (GET /subscription-plans-info/; without it the text goes without
       * the number), the buttons Add Subscription (/shop), Subscription Details
       * (/profile#subscribe, logged-in shoppers only) and Contact Us (/contact-us), and help cards:
       * changing the schedule, getting it sooner, skipping, pausing and cancelling, FAQs and terms
       * (amounts in INR without decimals).
       */
      'so-subscribe-and-save': SoElement<{}>;
      /**
       * `<so-subscription-payment txnid="…" payment="success|failure">`: the /subscription-payment
       * wait screen, where the SO Elite payment's callback lands. It asks GET
       * /user/get-subscription-payment/{txnid}/ every second until paid, then refreshes the elite
       * flag and goes to / ; a failed payment shows "Payment failed! Please try again." with a link
       * back to /subscription-plans.
       */
      'so-subscription-payment': SoElement<{
        /** the payment's txnid; when absent the page's own query is read. */
        'txnid'?: string;
        /**
         * `success` or `failure`, what the callback said; when absent the page's own query is read.
         */
        'payment'?: string;
      }>;
      /**
       * `<so-subscription-plans>`: the /subscription-plans page: the SO Elite plan with its price
       * and length (GET /subscription-plans-info/), benefits, customers' testimonials and an FAQ. A
       * logged-in non-member gets "Get SOSE Elite today" (POST /get-subscription-payment-link/,
       * then the payment page in this tab; its callback returns to /subscription-payment); a
       * visitor "Login to join SOSE Elite" (the login dialog); a member no button, a link to the
       * profile's #elite tab.
       */
      'so-subscription-plans': SoElement<{}>;
      /**
       * `<so-subscriptions product-id="1003">`: the shopper's subscriptions (
       * /subscribe/{productId}; without `product-id`, /subscribe: all of them). Back to Profile, a
       * spinner while loading, the Error! alert, No Subscriptions Found, and a card per
       * subscription: product image and name (links to the product), quantity, delivery option,
       * subscription price and total, discount, Active/Paused Subscription, start and next delivery
       * dates (short US style; a shifted date shows as the next delivery). Edit Subscription
       * (status, delivery option, quantity) and Shift Order (once, 0–7 days before the next
       * delivery, to a date up to 15 days after it) open dialogs; toasts say how it went. Visitors
       * get the login prompt.
       */
      'so-subscriptions': SoElement<{
        /**
         * a product id: only that product's subscriptions (one that names no product shows No
         * Subscriptions Found without a request); without it, all of them.
         */
        'product-id'?: string;
      }>;
      /** `<so-toaster>`: shows the page's toasts (one per page). */
      'so-toaster': SoElement<{}>;
      /**
       * `<so-update-password>`: change password for logged-in users; on success all local storage
       * is cleared and the shopper goes to /. Visitors see a prompt to log in.
       */
      'so-update-password': SoElement<{}>;
      /**
       * `<so-vaidya>`: the /consult-our-vaidya landing, the free online consultation with the
       * store's Ayurvedic Vaidya: what a consultation is, who it helps (the booking form's problem
       * areas as a compact list), how it works in three steps (pick a day and time, tell us about
       * yourself, the Vaidya calls you), questions (the premium consultation's reply time,
       * PREMIUM_CONSULT_REPLY_HOURS) and "Book your appointment" to
       * /consult-our-vaidya/schedule-appointment, the same for visitors and shoppers (the booking
       * page asks a visitor to log in). No requests.
       */
      'so-vaidya': SoElement<{}>;
      /**
       * `<so-whatsapp-button number="919800000000">`: a round WhatsApp chat link fixed bottom
       * right, opening https://wa.me/<number> in a new tab.
       */
      'so-whatsapp-button': SoElement<{
        /**
         * the WhatsApp number: digits with the country code, no +; default: the store's line
         * (floating/copy.ts).
         */
        'number'?: string;
      }>;
      /**
       * `<so-wishlist>`: the /wishlist page: the wished products (GET /listwish/) as product cards,
       * each with Move to cart and Remove (the heart removes too). Empty: "Your wishlist is empty"
       * and Shop Now. Works for visitors (visitor wishlist) and users.
       */
      'so-wishlist': SoElement<{}>;
    }
  }
}
