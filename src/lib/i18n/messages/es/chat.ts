// The chat: composer, answers, usage, history, the solver and the subjects, in the Spanish catalogue (issue 21; assembled by ../es.ts).
import type { Messages } from '../../types.ts';
import { ai, timeout } from './common.ts';

export const chat: Pick<
  Messages,
  | 'chatStrings'
  | 'usageStrings'
  | 'historyStrings'
  | 'chatActionStrings'
  | 'composerToolStrings'
  | 'solverStrings'
  | 'subjectStrings'
> = {
  chatStrings: {
    newChat: 'Chat nuevo',
    upgrade: 'Mejorar',
    emptyHeading: '¿En qué puedo ayudarte?',
    conversationHeading: 'Conversación',
    placeholder: 'Pregunta o sube tus deberes',
    inputLabel: 'Tu pregunta',
    imageButton: 'Adjuntar una imagen',
    takePhoto: 'Hacer foto',
    uploadFile: 'Subir archivo',
    capturePhoto: 'Capturar foto',
    cancel: 'Cancelar',
    imageAttached: 'Imagen adjunta',
    removeImage: 'Quitar la imagen',
    preparingImage: 'Preparando la imagen…',
    attachedPhotoAlt: 'Foto de los deberes adjunta',
    sentPhotoAlt: 'Foto de los deberes',
    thinking: 'Pensando',
    sendMessage: 'Enviar mensaje',
    stopResponse: 'Detener la respuesta de la IA',
    subjectsLabel: 'Empieza por una asignatura',
    messagesLabel: 'Conversación',
    you: 'Tú',
    tutor: 'Tutor',
    copyAnswer: 'Copiar la respuesta',
    copied: 'Copiado',
    showEarlier: 'Mostrar mensajes anteriores',
    camera: {
      starting: 'Iniciando la cámara…',
      unavailable: 'La cámara no está disponible. Puedes hacer o elegir una foto con tu dispositivo.',
      chooseInstead: 'Elegir una foto',
      videoLabel: 'Vista previa de la cámara',
    },
    image: {
      tooLarge: '⚠️ La imagen es demasiado grande. Usa una imagen de menos de 5 MB.',
      heicUnsupported:
        '⚠️ Esta foto está en formato HEIC, que este navegador no puede abrir. Elige una foto JPEG o PNG, o configura la cámara en «Más compatible» y vuelve a hacerla.',
      unsupported:
        '⚠️ Este archivo no es una imagen que esta app pueda leer. Elige una foto JPEG, PNG o WebP.',
    },
    errors: {
      generic: 'Algo ha fallado en el servicio de IA. Inténtalo de nuevo.',
      checkUsage: (reason: string) => `⚠️ No se pudo comprobar el límite de uso: ${reason}`,
      recordUsage: (reason: string) => `⚠️ No se pudo registrar el uso: ${reason}`,
      usageReason: 'no se pudieron leer los datos de uso',
      invalidConfig: (reason: string, suggestion: string) => `⚠️ ${reason}. ${suggestion}`,
      badKeyFormat: {
        reason: 'Formato de clave de API de IA no válido',
        suggestion:
          'La clave debe empezar por "sk-"; revisa VITE_AI_API_KEY en la configuración del entorno.',
      },
      badBackendUrl: {
        reason: 'URL del backend no válida',
        suggestion: 'Revisa VITE_SUPABASE_URL en la configuración del entorno.',
      },
      backendNotConfigured: 'Backend sin configurar',
      network: 'Error de red: no se puede conectar con el servicio de IA. Revisa tu conexión.',
      ai,
      edge: {
        prefix: 'Error de la función del servidor: ',
        tooLarge: 'La imagen es demasiado grande para procesarla. Usa una imagen más pequeña.',
        auth: 'Error de autenticación. Prueba a recargar la página.',
        notFound: 'El servicio de IA no está disponible por ahora. Inténtalo de nuevo.',
        server: 'Se ha producido un error en el servidor. Inténtalo de nuevo en un momento.',
        timeout,
      },
    },
  },
  usageStrings: {
    left: (remaining: number, limit: number) => `quedan ${remaining}/${limit}`,
    used: (used: number, limit: number) => `${used}/${limit} usadas`,
    badgeLabel: (text: string) => `Preguntas de hoy: ${text}`,
    limitTooltip: (limit: number) => `Límite mensual alcanzado (${limit} preguntas)`,
    signUpSuffix: ' - ¡Regístrate para tener más!',
    dailyLimitReached: (limit: number) =>
      `⚠️ ¡Límite diario alcanzado! Has usado tus ${limit} preguntas de hoy.`,
    suggestFree: (gold: number, diamond: number) =>
      `Pásate a Oro (${gold} preguntas) o Diamante (${diamond} preguntas) para seguir aprendiendo hoy.`,
    suggestGold: (diamond: number) => `Pásate a Diamante (${diamond} preguntas) para seguir aprendiendo hoy.`,
    suggestDiamond: 'Tu límite se restablecerá mañana.',
    anonymousLimit: (limit: number, gold: number, diamond: number) =>
      `Has usado tus ${limit} preguntas de hoy. Regístrate gratis para seguir usando StudyMate, o pásate a Oro (${gold} preguntas) o Diamante (${diamond} preguntas) para tener aún más.`,
    perDay: (limit: number) => `${limit} preguntas al día`,
    dailyLimitExceeded: 'Límite diario superado',
    storageUnavailable: 'el almacenamiento del navegador no está disponible',
  },
  historyStrings: {
    open: 'Historial de chats',
    title: 'Historial de chats',
    search: 'Buscar chats',
    empty: 'Aún no hay chats guardados. Tus conversaciones se guardan en este dispositivo.',
    noMatches: 'Ningún chat coincide con tu búsqueda.',
    rename: 'Renombrar',
    renameLabel: (title: string) => `Renombrar «${title}»`,
    newTitle: 'Título nuevo',
    save: 'Guardar',
    cancel: 'Cancelar',
    delete: 'Eliminar',
    deleteLabel: (title: string) => `Eliminar «${title}»`,
    confirmDelete: '¿Eliminar este chat?',
    keep: 'Conservar',
    current: 'Chat actual',
    untitled: 'Chat nuevo',
    photoTitle: 'Pregunta con foto',
    unavailable: 'El historial de chats no se puede guardar ni leer en este navegador.',
    photoNotSynced: '📷 Pregunta con foto (la foto está en el dispositivo desde el que se envió)',
  },
  chatActionStrings: {
    signUp: 'Registrarse',
    upgrade: 'Mejorar',
    limitActionsLabel: 'Lo que puedes hacer',
    stopped: 'Detenida',
    retry: 'Reintentar',
    retryLabel: 'Reintentar esta pregunta',
    lastKnown: 'último dato',
    lastKnownTitle: 'Últimas cifras conocidas; se actualizan cuando responde el servidor.',
    lastKnownLabel: (text: string) => `Preguntas de hoy: ${text} (último dato)`,
  },
  composerToolStrings: { cropLabel: 'Recortar la foto', zoomLabel: 'Abrir la foto a pantalla completa' },
  solverStrings: {
    solvedOnDevice: 'Resuelto en este dispositivo',
    askTutor: 'Preguntar al tutor cuando haya conexión',
    tooHard: 'Este es demasiado difícil de resolver en este dispositivo.',
  },
  subjectStrings: {
    Math: 'Matemáticas',
    Science: 'Ciencias',
    Literature: 'Literatura',
    Programming: 'Programación',
    Health: 'Salud',
    History: 'Historia',
    Physics: 'Física',
    Chemistry: 'Química',
    Biology: 'Biología',
    Fitness: 'Deporte',
    Economics: 'Economía',
  },
};
