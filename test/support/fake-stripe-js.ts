/**
 * The browser half of the loopback Stripe.js stand-in (served for https://js.stripe.com/… by
 * fake-stripe-js.ts). Plain ES2019 in a string, so no build step or bundler helper can leak into it.
 * It follows Stripe.js's public interface: `Stripe(pk)` → `elements().create('card')` with mount, on,
 * update, destroy; `createPaymentMethod`, `confirmCardPayment`, `confirmCardSetup`, resolving
 * `{paymentMethod}` / `{paymentIntent}` / `{setupIntent}` or `{error: {type, code, message}}`, and
 * calling the REST API at https://api.stripe.com with the publishable key as Stripe.js does.
 */
export const FAKE_STRIPE_JS = String.raw`(function () {
  'use strict';
  var API = 'https://api.stripe.com/v1';

  function IntegrationError(message) {
    var error = new Error(message);
    error.name = 'IntegrationError';
    return error;
  }

  function digitsOf(text) { return String(text || '').replace(/\D/g, ''); }

  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits[digits.length - 1 - i]);
      if (i % 2 === 1) { d *= 2; if (d > 9) d -= 9; }
      sum += d;
    }
    return digits.length > 0 && sum % 10 === 0;
  }

  function brandOf(digits) {
    if (/^4/.test(digits)) return 'visa';
    if (/^5[1-5]/.test(digits)) return 'mastercard';
    if (/^3[47]/.test(digits)) return 'amex';
    return 'unknown';
  }

  function encode(params, prefix, out) {
    out = out || [];
    Object.keys(params).forEach(function (key) {
      var value = params[key];
      var name = prefix ? prefix + '[' + key + ']' : key;
      if (value === undefined || value === null) return;
      if (typeof value === 'object') encode(value, name, out);
      else out.push(encodeURIComponent(name) + '=' + encodeURIComponent(String(value)));
    });
    return out.join('&');
  }

  function post(path, params) {
    return fetch(API + path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: encode(params),
    }).then(
      function (response) {
        return response.json().then(function (body) { return { status: response.status, body: body }; });
      },
      function () {
        return { status: 0, body: { error: { type: 'api_connection_error',
          message: 'We could not connect to Stripe. Please check your connection and try again.' } } };
      },
    );
  }

  var cards = [];

  function CardElement(options) {
    this._options = options || {};
    this._listeners = {};
    this._node = null;
    this._wrapper = null;
    this._inputs = null;
    this._touched = {};
    this._destroyed = false;
    cards.push(this);
  }

  CardElement.prototype.on = function (event, handler) {
    (this._listeners[event] = this._listeners[event] || []).push(handler);
    return this;
  };
  CardElement.prototype.off = function (event, handler) {
    this._listeners[event] = (this._listeners[event] || []).filter(function (h) { return h !== handler; });
    return this;
  };
  CardElement.prototype.once = function (event, handler) {
    var self = this;
    function once(payload) { self.off(event, once); handler(payload); }
    return this.on(event, once);
  };
  CardElement.prototype._emit = function (event, payload) {
    (this._listeners[event] || []).slice().forEach(function (handler) { handler(payload); });
  };

  CardElement.prototype._values = function () {
    var inputs = this._inputs;
    var exp = digitsOf(inputs ? inputs.exp.value : '');
    return {
      number: digitsOf(inputs ? inputs.number.value : ''),
      month: exp.slice(0, 2),
      year: exp.slice(2, 4),
      cvc: digitsOf(inputs ? inputs.cvc.value : ''),
    };
  };

  // Stripe's own texts; incomplete fields only count as errors once left (or on submit).
  CardElement.prototype._check = function (all) {
    var v = this._values();
    var touched = this._touched;
    var numberLength = brandOf(v.number) === 'amex' ? 15 : 16;
    var now = new Date();
    var year = 2000 + Number(v.year);
    var month = Number(v.month);
    var empty = !v.number && !v.month && !v.year && !v.cvc;
    var error = null;
    if (v.number.length >= numberLength && !luhn(v.number)) {
      error = { code: 'invalid_number', message: 'Your card number is invalid.' };
    } else if (v.number.length < numberLength && (all || touched.number)) {
      error = { code: 'incomplete_number', message: 'Your card number is incomplete.' };
    } else if (v.month.length === 2 && (month < 1 || month > 12)) {
      error = { code: 'invalid_expiry_month', message: "Your card's expiration date is invalid." };
    } else if (v.year.length === 2 && (year < now.getFullYear() ||
        (year === now.getFullYear() && month < now.getMonth() + 1))) {
      error = { code: 'invalid_expiry_year_past', message: "Your card's expiration year is in the past." };
    } else if ((v.month.length < 2 || v.year.length < 2) && (all || touched.exp)) {
      error = { code: 'incomplete_expiry', message: "Your card's expiration date is incomplete." };
    } else if (v.cvc.length < 3 && (all || touched.cvc)) {
      error = { code: 'incomplete_cvc', message: "Your card's security code is incomplete." };
    }
    var complete = !error && v.number.length >= numberLength && v.month.length === 2 &&
      v.year.length === 2 && v.cvc.length >= 3;
    return {
      elementType: 'card',
      empty: empty,
      complete: complete,
      brand: brandOf(v.number),
      value: { postalCode: '' },
      error: error ? { type: 'validation_error', code: error.code, message: error.message } : undefined,
    };
  };

  CardElement.prototype._changed = function () {
    var state = this._check(false);
    var node = this._node;
    if (node) {
      node.classList.toggle('StripeElement--empty', state.empty);
      node.classList.toggle('StripeElement--complete', state.complete);
      node.classList.toggle('StripeElement--invalid', Boolean(state.error));
    }
    this._emit('change', state);
  };

  CardElement.prototype._applyStyle = function () {
    var base = (this._options.style && this._options.style.base) || {};
    var disabled = Boolean(this._options.disabled);
    var inputs = this._inputs;
    if (!inputs) return;
    Object.keys(inputs).forEach(function (key) {
      var input = inputs[key];
      input.style.color = base.color || 'inherit';
      input.style.fontSize = base.fontSize || '16px';
      input.style.fontFamily = base.fontFamily || 'inherit';
      input.disabled = disabled;
    });
  };

  CardElement.prototype.mount = function (target) {
    if (this._destroyed) throw IntegrationError('This Element has already been destroyed.');
    var node = typeof target === 'string' ? document.querySelector(target) : target;
    if (!node) throw IntegrationError('The selector you specified (' + target + ') applies to no DOM elements.');
    var self = this;
    var wrapper = document.createElement('div');
    wrapper.style.display = 'flex';
    wrapper.style.gap = '8px';
    wrapper.style.alignItems = 'center';
    function field(name, label, placeholder, autocomplete, size) {
      var input = document.createElement('input');
      input.type = 'text';
      input.inputMode = 'numeric';
      input.name = name;
      input.setAttribute('aria-label', label);
      input.placeholder = placeholder;
      input.autocomplete = autocomplete;
      input.style.border = '0';
      input.style.outline = 'none';
      input.style.background = 'transparent';
      input.style.minWidth = '0';
      input.style.padding = '0';
      input.style.flex = size;
      input.addEventListener('input', function () {
        var d = digitsOf(input.value);
        if (name === 'number') input.value = d.slice(0, 16).replace(/(\d{4})(?=\d)/g, '$1 ');
        if (name === 'exp') input.value = d.length > 2 ? d.slice(0, 2) + ' / ' + d.slice(2, 4) : d;
        if (name === 'cvc') input.value = d.slice(0, 4);
        self._changed();
      });
      input.addEventListener('focus', function () {
        node.classList.add('StripeElement--focus');
        self._emit('focus', { elementType: 'card' });
      });
      input.addEventListener('blur', function () {
        self._touched[name] = input.value !== '' || self._touched[name] === true;
        node.classList.remove('StripeElement--focus');
        self._changed();
        self._emit('blur', { elementType: 'card' });
      });
      wrapper.appendChild(input);
      return input;
    }
    this._inputs = {
      number: field('number', 'Card number', '1234 1234 1234 1234', 'cc-number', '1 1 10em'),
      exp: field('exp', 'Expiration date MM / YY', 'MM / YY', 'cc-exp', '0 0 4.5em'),
      cvc: field('cvc', 'Security code', 'CVC', 'cc-csc', '0 0 3.5em'),
    };
    this._applyStyle();
    node.classList.add('StripeElement', 'StripeElement--empty');
    node.appendChild(wrapper);
    this._node = node;
    this._wrapper = wrapper;
    setTimeout(function () { self._emit('ready', { elementType: 'card' }); }, 0);
  };

  CardElement.prototype.update = function (options) {
    Object.keys(options || {}).forEach(function (key) { this._options[key] = options[key]; }, this);
    this._applyStyle();
  };
  CardElement.prototype.focus = function () { if (this._inputs) this._inputs.number.focus(); };
  CardElement.prototype.blur = function () { if (document.activeElement) document.activeElement.blur(); };
  CardElement.prototype.clear = function () {
    var inputs = this._inputs;
    if (!inputs) return;
    Object.keys(inputs).forEach(function (key) { inputs[key].value = ''; });
    this._touched = {};
    this._changed();
  };
  CardElement.prototype.unmount = function () {
    if (this._wrapper && this._wrapper.parentNode) this._wrapper.parentNode.removeChild(this._wrapper);
    if (this._node) this._node.classList.remove('StripeElement', 'StripeElement--empty',
      'StripeElement--complete', 'StripeElement--invalid', 'StripeElement--focus');
    this._node = null;
    this._wrapper = null;
  };
  CardElement.prototype.destroy = function () {
    this.unmount();
    this._inputs = null;
    this._destroyed = true;
    this._listeners = {};
  };

  function Elements() { this._card = null; }
  Elements.prototype.create = function (type, options) {
    if (type !== 'card') throw IntegrationError('This stand-in only provides the card Element, not ' + type + '.');
    if (this._card && !this._card._destroyed) throw IntegrationError('Can only create one Element of type card.');
    this._card = new CardElement(options);
    return this._card;
  };
  Elements.prototype.getElement = function (type) {
    return type === 'card' && this._card && !this._card._destroyed ? this._card : null;
  };

  function intentIdOf(secret, prefix, method) {
    var id = String(secret || '').split('_secret_')[0];
    if (id.indexOf(prefix + '_') !== 0) {
      throw IntegrationError('Invalid value for ' + method + ' intent secret: value should be a client_secret string.');
    }
    return id;
  }

  function StripeClient(key) { this._key = key; }
  StripeClient.prototype.elements = function () { return new Elements(); };

  StripeClient.prototype.createPaymentMethod = function (data) {
    var key = this._key;
    if (!data || data.type !== 'card') throw IntegrationError('createPaymentMethod: only type card is supported.');
    var card = data.card;
    if (!(card instanceof CardElement) || card._destroyed || !card._inputs) {
      return Promise.reject(IntegrationError('We could not retrieve data from the specified Element. ' +
        'Please make sure the Element you are attempting to use is still mounted.'));
    }
    var state = card._check(true);
    if (state.error) return Promise.resolve({ error: state.error });
    var v = card._values();
    return post('/payment_methods', {
      key: key,
      type: 'card',
      card: { number: v.number, exp_month: v.month, exp_year: v.year, cvc: v.cvc },
      billing_details: data.billing_details || {},
    }).then(function (answer) {
      return answer.status === 200 ? { paymentMethod: answer.body } : { error: answer.body.error };
    });
  };

  function confirm(client, path, secret, data, resultName) {
    var method = data && data.payment_method;
    var start = typeof method === 'string'
      ? Promise.resolve({ paymentMethod: { id: method } })
      : client.createPaymentMethod({ type: 'card', card: method && method.card,
          billing_details: method && method.billing_details });
    return start.then(function (created) {
      if (created.error) return { error: created.error };
      return post(path, {
        key: client._key,
        client_secret: secret,
        payment_method: created.paymentMethod.id,
        expected_payment_method_type: 'card',
        use_stripe_sdk: 'true',
      }).then(function (answer) {
        var result = {};
        if (answer.status === 200) result[resultName] = answer.body;
        else result.error = answer.body.error;
        return result;
      });
    });
  }

  StripeClient.prototype.confirmCardPayment = function (secret, data) {
    var id = intentIdOf(secret, 'pi', 'confirmCardPayment');
    return confirm(this, '/payment_intents/' + id + '/confirm', secret, data, 'paymentIntent');
  };
  StripeClient.prototype.confirmCardSetup = function (secret, data) {
    var id = intentIdOf(secret, 'seti', 'confirmCardSetup');
    return confirm(this, '/setup_intents/' + id + '/confirm', secret, data, 'setupIntent');
  };

  function Stripe(key) {
    if (typeof key !== 'string' || !/^pk_(test|live)_/.test(key)) {
      throw IntegrationError('Invalid API Key provided to Stripe(): ' + key);
    }
    return new StripeClient(key);
  }
  Stripe.version = 'endive';
  window.Stripe = Stripe;
})();
`;
