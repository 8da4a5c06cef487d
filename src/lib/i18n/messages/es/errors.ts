// Server errors by code (edge functions and the auth server), in the Spanish catalogue (issue 21; assembled by ../es.ts).
import type { Messages } from '../../types.ts';

export const errors: Pick<Messages, 'serverErrorStrings'> = {
  serverErrorStrings: {
    functions: {
      badRequest: 'El servidor no pudo aceptar esta solicitud. Recarga la página e inténtalo de nuevo.',
      invalidImage: 'No se pudo leer esta imagen. Usa una imagen JPEG, PNG, WebP o GIF.',
      textTooLong: 'Esta pregunta es demasiado larga. Acórtala e inténtalo de nuevo.',
      invalidPlan: 'Este plan no está disponible. Elige otro.',
      invalidEmail: 'El formato del correo electrónico no es válido',
      upgradeNeedsPayment:
        'Para subir de plan hay que pagar: elige el plan en la página de Planes para pagarlo.',
      alreadySent: 'Esta pregunta ya se envió. Vuelve a hacerla.',
      authUnavailable:
        'El servicio de inicio de sesión no está disponible ahora. Inténtalo de nuevo en un momento.',
      userNotFound: 'Usuario no encontrado',
      dailyLimit: 'Has alcanzado el límite diario. Tus preguntas se renuevan mañana.',
      alreadyOnPlan: 'Ya tienes este plan.',
      purchaseNotFound: 'No se encontró este pago. Inténtalo de nuevo.',
      paymentProcessing: 'Tu pago todavía se está procesando. Espera un momento.',
      databaseUnavailable: 'La conexión con la base de datos no está disponible',
      databaseError: 'El servidor no pudo guardar esto. Inténtalo de nuevo.',
      recordQuestion: 'No se pudo registrar la pregunta',
    },
    auth: {
      invalidCredentials: 'Correo o contraseña incorrectos',
      emailNotConfirmed: 'El correo aún no está confirmado',
      alreadyRegistered: 'Ya hay un usuario registrado con este correo',
      weakPassword: 'La contraseña debe tener al menos 6 caracteres.',
      samePassword: 'La contraseña nueva debe ser distinta de la anterior.',
      emailRateLimit: 'Se han enviado demasiados correos. Espera un poco e inténtalo de nuevo.',
      requestRateLimit: 'Demasiadas solicitudes. Espera un poco e inténtalo de nuevo.',
      codeExpired: 'El código ha caducado o no es válido',
      linkInvalid: 'Este enlace no es válido o ha caducado. Pide uno nuevo.',
      sessionExpired: 'Tu sesión ha caducado. Vuelve a iniciar sesión.',
      accountNotFound: 'No hay ninguna cuenta con este correo electrónico.',
      invalidEmail: 'No se pudo validar el correo electrónico: formato no válido',
      checkInput: 'Revisa el correo electrónico y la contraseña e inténtalo de nuevo.',
      emailNotAuthorized: 'No se pueden enviar correos a esta dirección. Usa otra.',
      disabled: 'Esta forma de registrarse o iniciar sesión está desactivada en este servidor.',
      banned: 'Esta cuenta está suspendida.',
      captchaFailed: 'La comprobación de robot ha fallado. Inténtalo de nuevo.',
      slow: 'El servicio de autenticación ha tardado demasiado en responder. Inténtalo de nuevo.',
    },
  },
};
