// The tab title and meta description of each route, in the Spanish catalogue (issue 21; assembled by ../es.ts).
import type { Messages } from '../../types.ts';

export const page: Pick<Messages, 'pageStrings'> = {
  pageStrings: {
    appTitle: 'StudyMate — tutor de estudio con IA',
    title: (screen: string) => `${screen} · StudyMate`,
    description:
      'Pregunta a un tutor de IA por texto o con una foto de tus deberes, y sigue leyendo sin conexión.',
    screens: {
      login: 'Iniciar sesión',
      signup: 'Registro',
      forgotPassword: 'Restablecer contraseña',
      resetPassword: 'Nueva contraseña',
      profile: 'Perfil',
      plans: 'Planes',
      mission: 'Nuestra misión',
      contact: 'Contacto',
      diagnostics: 'Prueba de conexión',
    },
    descriptions: {
      login: 'Inicia sesión en StudyMate para tener tus chats y tu plan en todos tus dispositivos.',
      signup:
        'Crea una cuenta gratuita de StudyMate: cinco preguntas al día y tus chats en todos tus dispositivos.',
      forgotPassword:
        '¿Olvidaste tu contraseña de StudyMate? Recibe un enlace o un código por correo para elegir una nueva.',
      resetPassword: 'Elige una contraseña nueva para tu cuenta de StudyMate.',
      profile: 'Tu perfil de StudyMate: tu plan, el tema y el idioma.',
      plans: 'Planes de StudyMate: Gratis, Oro y Diamante, con más preguntas al día.',
      mission: 'Por qué existe StudyMate: innovación, accesibilidad y excelencia en el aprendizaje.',
      contact: 'Escribe al equipo de StudyMate.',
      diagnostics: 'Comprueba la conexión entre StudyMate y su backend.',
    },
  },
};
