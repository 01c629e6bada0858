/** Texts of the public form page, the preview and 'Einbinden' (issue 35; German, 'Sie'). */
export const formShareMessages = {
  preview: {
    button: 'Vorschau',
    title: (name: string) => `Vorschau: ${name}`,
    notice: 'So sieht die Öffentlichkeit das Formular. In der Vorschau wird nichts gesendet.',
    submitted: 'Vorschau: Die Eingaben wurden nicht gesendet.',
  },
  embed: {
    button: 'Einbinden',
    title: 'Formular einbinden',
    intro:
      'Teilen Sie den öffentlichen Link oder binden Sie das Formular mit dem Code in die Webseite Ihres Vereins ein.',
    link: 'Öffentlicher Link',
    iframe: 'Einbettungscode (iframe)',
    script: 'Einbettungscode (Skript, passt die Höhe an)',
    copy: 'Kopieren',
    copied: 'Kopiert',
    open: 'Formular öffnen',
    apiHint: 'Für ein eigenes Layout steht die Formular-API bereit (Dokumentation: Formulare).',
  },
  page: {
    loading: 'Lädt ...',
    notFound: 'Formular nicht gefunden',
    loadFailed: 'Das Formular konnte nicht geladen werden. Bitte versuchen Sie es später erneut.',
    required: 'Pflichtfeld',
    consent: 'Ich stimme der Datenschutzerklärung zu.',
    consentTitle: 'Datenschutz',
    honeypot: 'Bitte lassen Sie dieses Feld leer',
    submit: 'Absenden',
    sending: 'Wird gesendet …',
    done: 'Vielen Dank! Ihre Einsendung ist eingegangen.',
    doneNumber: (id: string) => `Ihre Einsendung hat die Nummer ${id}.`,
    again: 'Weitere Einsendung',
    selectPlaceholder: 'Bitte wählen',
    numberHint: 'Zahl, z. B. 2,5',
  },
} as const;
