/**
 * A Vue 3 host of the published package's custom elements (the loader from packages/widgets/dist,
 * aliased as `@organic-store/widgets` by ../hosts.ts). The template compiler is told that `so-*`
 * tags are custom elements (`isCustomElement`, as a Vite app sets it in `vue({ template: {
 * compilerOptions } })`); `:productId` is bound in camelCase from the first render (an attribute
 * while the element is undefined, a property once it is defined), `.prop` always sets the property.
 * Events: `@so:add-to-cart` on the element, and every `so:*` on `document` (../events.ts).
 */
import '@organic-store/widgets/loader';
import { createApp, ref } from 'vue';
import { logSoEvents, storeOrigin } from '../events.ts';

const STORE = storeOrigin();

const app = createApp({
  setup() {
    const first = ref(1003);
    const second = ref(1001);
    const heard = ref<number | null>(null);
    const onAdd = (event: CustomEvent<{ productId: number }>) => (heard.value = event.detail.productId);
    return { store: STORE, first, second, heard, onAdd, next: () => (first.value = 1005) };
  },
  template: `
    <so-store :api-base="store + '/api'" :store-url="store" partner="DEMO"></so-store>
    <header id="counters"><so-header-counters></so-header-counters></header>
    <section>
      <so-product-card id="card" :productId="first" @so:add-to-cart="onAdd"></so-product-card>
      <so-product-card id="prop-card" :productId.prop="second"></so-product-card>
    </section>
    <button type="button" @click="next">Show another product</button>
    <so-cart-drawer></so-cart-drawer>
    <p id="heard" v-if="heard">Vue heard so:add-to-cart for {{ heard }}</p>
  `,
});
app.config.compilerOptions.isCustomElement = (tag: string) => tag.startsWith('so-');

const list = document.getElementById('so-events');
if (list) logSoEvents(list);
app.mount('#app');
