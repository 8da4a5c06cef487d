// Plans and payments, in the Spanish catalogue (issue 21; assembled by ../es.ts).
import type { PlanId as Plan } from '@shared/contract/plans.ts';
import type { Messages } from '../../types.ts';
import { short } from './common.ts';

export const plans: Pick<Messages, 'planStrings' | 'paymentStrings'> = {
  planStrings: {
    currentPlan: 'Plan actual',
    names: { free: 'Plan Gratis', gold: 'Plan Oro', diamond: 'Plan Diamante' },
    features: {
      free: ['5 solicitudes al mes', 'Sin tarjeta de crédito'],
      gold: ['150 solicitudes al mes', 'Soporte por correo', 'Acceso prioritario a las novedades'],
      diamond: [
        '500 solicitudes al mes',
        'Soporte por correo',
        'Acceso prioritario a las novedades',
        'Soporte prioritario',
      ],
    },
    choose: { free: 'Elegir Gratis', gold: 'Elegir Oro', diamond: 'Elegir Diamante' },
    startDiamond: 'Empezar el plan Diamante',
    diamondHeld: 'Ya tienes Diamante.',
    keep: (plan: Plan) => `Mantener ${short[plan]}`,
    keeping: 'Manteniendo…',
    paymentsOff: {
      title: 'Las mejoras de plan no están disponibles ahora',
      body: 'Los pagos con tarjeta están desactivados en este servidor, así que por ahora no se puede comprar Oro ni Diamante. Tu plan actual sigue funcionando con normalidad.',
    },
    trialNote: (price: string) => `7 días de prueba gratis de Diamante y después ${price}/mes`,
    perMonth: '/mes',
    shortName: short,
    startsOn: (date: string) => `Empieza el ${date}`,
    loadingPlan: 'Cargando tu plan…',
    retry: 'Reintentar',
    close: 'Cerrar',
    cancel: 'Cancelar',
    continueToChat: 'Continuar al chat',
    from: 'De',
    to: 'A',
    status: {
      scheduled: (current: Plan, date: string, next: Plan) =>
        `${short[current]} hasta el ${date}, después ${short[next]}`,
      scheduledFree: 'A partir de entonces no hay más cargos.',
      scheduledPaid: (price: string) => `A partir de entonces pagas ${price}/mes.`,
      trial: (date: string, price: string) =>
        `Prueba gratis de Diamante hasta el ${date}, después ${price}/mes`,
      renews: (plan: Plan, date: string, price: string) =>
        `${short[plan]} se renueva el ${date} (${price}/mes)`,
      pastDue: (plan: Plan) =>
        `Falló tu último pago de ${short[plan]}. Volveremos a intentar el cobro en tu tarjeta; mientras tanto tu plan sigue activo.`,
    },
    confirm: {
      upgradeTitle: 'Mejorar el plan',
      downgradeTitle: 'Bajar de plan',
      changeTitle: 'Cambiar de plan',
      upgradeQuestion: (from: Plan, to: Plan) => `¿Pasar de ${short[from]} a ${short[to]}?`,
      downgradeQuestion: (from: Plan, to: Plan) => `¿Bajar de ${short[from]} a ${short[to]}?`,
      changeQuestion: (from: Plan, next: Plan, to: Plan) =>
        `¿Cambiar a ${short[to]} en lugar de ${short[next]} cuando termine tu plan ${short[from]}?`,
      upgradePaid: (price: string) => `Pagas ${price} hoy y luego ${price} cada mes. Cancela cuando quieras.`,
      upgradeTrial: (days: number, price: string) =>
        `Tu prueba gratis de ${days} días empieza hoy. Después pagas ${price}/mes. Cancela cuando quieras.`,
      replacesPaid: (plan: Plan) => `Tu suscripción ${short[plan]} termina ahora y no se vuelve a cobrar.`,
      keepUntil: (plan: Plan, date: string) =>
        `Conservas las funciones de ${short[plan]} hasta el final de tu ciclo de facturación, el ${date}.`,
      keepUntilCycleEnd: (plan: Plan) =>
        `Conservas las funciones de ${short[plan]} hasta el final de tu ciclo de facturación.`,
      nextBilledAt: (plan: Plan, price: string) => `Después se te cobran ${price}/mes por ${short[plan]}.`,
      noFurtherCharges: 'Después no hay más cargos.',
      immediateFree: 'El cambio se aplica ahora. No hay más cargos.',
      immediatePaid: (plan: Plan) => `El cambio se aplica ahora: tienes ${short[plan]}.`,
      upgradeAction: 'Continuar al pago',
      downgradeAction: 'Bajar de plan',
      changeAction: 'Cambiar de plan',
      working: 'Actualizando...',
    },
    downgraded: {
      title: 'Plan cambiado',
      continues: (plan: Plan, date: string) =>
        `Tus funciones de ${short[plan]} siguen hasta el final de tu ciclo de facturación, el ${date}.`,
      continuesUndated: (plan: Plan) =>
        `Tus funciones de ${short[plan]} siguen hasta el final de tu ciclo de facturación.`,
      nextCycle: (plan: Plan, price: string) =>
        `Tu próximo ciclo de facturación se cobra como ${short[plan]} a ${price}/mes.`,
      noFurtherCharges: 'No habrá más cargos.',
      nowOn: (plan: Plan) => `Ahora tienes el plan ${short[plan]}.`,
    },
    paid: {
      title: '¡Pago realizado!',
      welcome: (plan: Plan) => `¡Bienvenido a ${short[plan]}!`,
      allowance: (limit: number) => `Ahora puedes hacer ${limit} preguntas al día.`,
      trialUntil: (date: string, price: string) =>
        `Tu prueba gratis dura hasta el ${date}; después, ${price}/mes.`,
      trialStarted: (days: number, price: string) =>
        `Tu prueba gratis de ${days} días ha empezado; después, ${price}/mes.`,
      renewsOn: (date: string) => `Tu plan se renueva el ${date}.`,
    },
    action: {
      failedTitle: 'Plan sin cambios',
      ownedTitle: 'El plan ya está activo',
      owned: (plan: Plan) => `Ya tienes el plan ${short[plan]}.`,
      downgradeFailed: 'No se pudo bajar el plan del usuario',
      updateFailed: 'No se pudo actualizar el plan del usuario',
      network: 'Error de red. Inténtalo de nuevo.',
      loadFailed: 'No se pudo obtener el plan del usuario',
    },
    overlay: {
      title: 'Pásate a Premium',
      getNow: 'Conseguir ahora',
      trial: '7 días de prueba gratis y después 9,99 US$/mes',
      tryChat: 'Probar el chat ahora',
    },
  },
  paymentStrings: {
    titles: {
      gold: 'Pasar a Oro',
      diamond: 'Empezar la prueba de Diamante',
      configError: 'Error de configuración del sistema de pago',
      unavailable: 'Pago no disponible',
    },
    initialising: 'Preparando el pago seguro…',
    configErrorBody: 'Los pagos con tarjeta no están disponibles ahora. Inténtalo más tarde.',
    configErrorDetail: 'Configuración del proveedor de pagos no válida',
    summaryPaid: (plan: Plan, price: string) => `Plan ${short[plan]}: ${price} hoy y luego ${price}/mes.`,
    summaryTrial: (days: number, price: string) => `${days} días de prueba gratis y luego ${price}/mes.`,
    trialNoCharge: 'Hoy no se te cobrará nada.',
    billingEmail: 'Correo de facturación',
    card: 'Datos de la tarjeta',
    cardLoading: 'Cargando el campo de la tarjeta…',
    pay: (price: string) => `Pagar ${price}`,
    cancelLabel: 'Cancelar',
    startTrial: 'Empezar la prueba gratis',
    processing: 'Procesando...',
    processingStatus: 'Procesando tu pago. No cierres esta ventana.',
    confirmAgain: 'Confirmar de nuevo',
    succeeded: 'Pago realizado. Actualizando tu plan…',
    secureNote: 'Los datos de la tarjeta van directamente a nuestro proveedor de pagos, Stripe.',
    errors: {
      network: 'Error de red. Revisa tu conexión e inténtalo de nuevo.',
      unableToProcess: 'No se pudo procesar la solicitud de pago. Inténtalo más tarde.',
      createFailed: 'No se pudo crear la intención de pago',
      cardDeclined: 'Tu tarjeta ha sido rechazada.',
      validation: 'Revisa los datos de pago.',
      connection: 'Error de red. Inténtalo de nuevo.',
      rateLimit: 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
      generic: 'El pago ha fallado. Inténtalo de nuevo.',
      confirmationFailed: 'No se pudo confirmar el pago. Inténtalo de nuevo.',
      notReady: 'El sistema de pago no está listo. Inténtalo de nuevo.',
      noCardElement: 'No se encontró el campo de la tarjeta',
      loadFailed: 'No se pudo cargar el sistema de pago. Revisa tu conexión e inténtalo de nuevo.',
      providerConfig: 'Configuración del proveedor de pagos no válida',
    },
  },
};
