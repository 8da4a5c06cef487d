// The app shell, the static screens and the connection state, in the Spanish catalogue (issue 21; assembled by ../es.ts).
import type { Messages } from '../../types.ts';

export const shell: Pick<
  Messages,
  'appStrings' | 'screenTitles' | 'themeStrings' | 'offlineStrings' | 'missionStrings' | 'contactStrings'
> = {
  appStrings: {
    productName: 'StudyMate',
    menu: {
      open: 'Abrir el menú de la cuenta',
      login: 'Iniciar sesión',
      signup: 'Registrarse',
      profile: 'Perfil',
      logout: 'Cerrar sesión',
      plans: 'Planes',
      chat: 'Chat',
    },
    back: 'Atrás',
    close: 'Cerrar',
    language: 'Idioma',
    loading: 'Cargando…',
    update: { available: 'Hay una nueva versión disponible', reload: 'Recargar', dismiss: 'Más tarde' },
    offline: 'Sin conexión',
    install: {
      action: 'Instalar la app',
      iosHint: 'Para instalarla, toca Compartir y luego Añadir a pantalla de inicio.',
    },
  },
  screenTitles: {
    login: 'INICIAR SESIÓN',
    signup: 'REGISTRO',
    forgotPassword: 'RESTABLECER CONTRASEÑA',
    resetPassword: 'CONTRASEÑA RESTABLECIDA',
    profile: 'PERFIL',
    plans: 'PLANES',
    mission: 'NUESTRA MISIÓN',
    contact: 'CONTACTO',
    diagnostics: 'PRUEBA DE CONEXIÓN',
  },
  themeStrings: {
    toggle: 'Modo oscuro y claro',
    toDark: 'Cambiar al modo oscuro',
    toLight: 'Cambiar al modo claro',
  },
  offlineStrings: {
    questionQueued: 'En cola: se enviará cuando vuelvas a tener conexión',
    questionSending: 'Enviando...',
    contactQueued: 'Tu mensaje está guardado y se enviará cuando vuelvas a tener conexión.',
    contactQueuedMany: (count: number) =>
      `${count} mensajes están guardados y se enviarán cuando vuelvas a tener conexión.`,
  },
  missionStrings: {
    heading: 'Nuestra misión',
    lead: 'StudyMate impulsa a los estudiantes con tutoría personalizada por IA: ayuda paciente y clara en cualquier asignatura, cuando y donde estudien.',
    values: [
      {
        name: 'Innovación',
        text: 'Llevamos los últimos avances de la IA al estudio de cada día, para que cada estudiante aprenda con un tutor que se adapta a él.',
      },
      {
        name: 'Accesibilidad',
        text: 'La ayuda no debería depender del dinero, del lugar ni de la conexión. StudyMate es gratis para empezar, funciona en cualquier móvil y mantiene tus notas legibles sin conexión.',
      },
      {
        name: 'Excelencia',
        text: 'Las respuestas se estructuran paso a paso, para que los estudiantes entiendan el porqué, no solo el resultado.',
      },
    ],
    standForHeading: 'Lo que defendemos',
    standFor:
      'Defendemos un aprendizaje que construye comprensión y confianza. StudyMate explica en lugar de solo responder, respeta tu privacidad y está ahí a medianoche antes del examen igual que a media tarde.',
    startLearning: 'Empezar a aprender',
  },
  contactStrings: {
    formTitle: 'Envíanos un mensaje',
    name: 'Nombre',
    email: 'Correo electrónico',
    subject: 'Asunto',
    message: 'Mensaje',
    send: 'Enviar mensaje',
    sending: 'Enviando...',
    success: '¡Gracias por tu mensaje! Te responderemos pronto.',
    error: 'Algo ha fallado. Inténtalo de nuevo más tarde.',
    infoTitle: 'Información de contacto',
    supportLabel: 'Soporte',
  },
};
