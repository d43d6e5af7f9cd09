/**
 * Spanish questions: told apart from English by their own words, and read through a small
 * phrase table into the English the analysis understands ("¿Necesito permiso para una cerca de
 * 6 pies?" → "do i need permit for a fence of 6 feet?"). The answer is then written in Spanish.
 */
export type Language = "en" | "es";

const SPANISH_WORDS =
  /(¿|¡|\b(necesito|necesita|necesitamos|permiso|permisos|puedo|quiero|cuánto|cuanto|cuánta|cuándo|dónde|donde|qué|quién|cómo|construir|instalar|cambiar|reemplazar|techo|cerca|barda|valla|cobertizo|terraza|piscina|alberca|cocina|baño|casa|mi|mis|una|para|sin|pies|pulgadas|metros|tengo|hay|código|edificio|obra|vence|tarda|cuesta)\b)/giu;
const ENGLISH_WORDS =
  /\b(the|do|does|need|my|a|an|for|without|can|how|what|is|are|i|build|permit|to|of|in)\b/gi;

export function detectLanguage(question: string): Language {
  const spanish = question.match(SPANISH_WORDS)?.length ?? 0;
  const english = question.match(ENGLISH_WORDS)?.length ?? 0;
  return spanish >= 2 && spanish > english ? "es" : "en";
}

/** Spanish phrases and the English the analysis reads; longer phrases first. */
const PHRASES: [RegExp, string][] = (
  [
    ["sin (un |el |ningún |ningun )?permiso", "without a permit"],
    [
      "(necesito|necesita|necesitamos|se necesita|se requiere|requiero|requiere|hace falta|ocupo) (un |el )?permiso",
      "do i need a permit",
    ],
    [
      "(cuánto|cuanto) (cuesta|cuestan|cobran|vale|es) (el |un )?permiso",
      "how much is the permit fee",
    ],
    ["(cuánto|cuanto) (cuesta|cuestan|cobran|cobra|vale)", "how much does it cost"],
    ["(cargos?|tarifas?|cuotas?) de impacto", "impact fee"],
    ["(cargos?|tarifas?|cuotas?) de transporte", "transportation fee"],
    ["impacto de parques", "park impact fee"],
    ["(una |la |mi )?casa nueva", "a new house"],
    ["(cuánto|cuanto) (tiempo )?(tarda|tardan|demora|se tarda|toma)", "how long does it take"],
    ["(cuánto|cuanto) tiempo tiene(n)?", "how long does it have"],
    ["(cuánto|cuanto) tiempo", "how long"],
    ["(qué|que|cuál|cual) (edición|edicion)", "which edition"],
    ["(cuándo|cuando) (vence|caduca|expira)", "when does it expire"],
    ["(vence|caduca|expira|vencimiento|vigencia)", "expire"],
    [
      "(a quién|a quien|con quién|con quien) (llamo|llamar|contacto|contactar|le pregunto)",
      "who do i contact",
    ],
    ["(quién|quien) (emite|otorga|da|expide) (los |el )?permisos?", "who issues permits"],
    ["(dónde|donde) (solicito|pido|saco|tramito|aplico)", "where do i apply"],
    ["(qué|que) (código|codigo)", "which code"],
    ["(qué|que) (inspecciones|inspección|inspeccion)", "which inspections"],
    ["(qué|que) (documentos|planos|papeles)", "which documents"],
    ["(altura|tamaño|tamano) (máxima|maxima|máximo|maximo)", "maximum size"],
    ["(qué tan alta|que tan alta|qué tan alto|que tan alto)", "how tall"],
    ["(qué tan grande|que tan grande)", "how big"],
    [
      "(en )?(el |mi |su |nuestro )patio( de atrás| de atras| trasero| delantero| de enfrente)?",
      "in the yard",
    ],
    ["patio (de atrás|de atras|trasero|delantero)", "yard"],
    [
      "(vivo |estamos |está |esta )?fuera de (la ciudad|los límites de la ciudad|los limites de la ciudad|la zona urbana)",
      "outside the city limits",
    ],
    ["(refugio (contra tormentas|para tornados)|cuarto seguro)", "storm shelter"],
    ["no (voy|vamos) a (mover|cambiar|tocar)", "we won't move"],
    [
      "(mover|muevo|movemos|cambiar de lugar|reubicar) (el |la |los |las )?(fregadero|lavaplatos|tarja|lavabo)",
      "move the sink",
    ],
    ["(fregadero|lavaplatos|tarja|lavabo)", "sink"],
    ["(tuberías|tuberias|plomería|plomeria)", "plumbing"],
    ["(electricidad|cableado)", "wiring"],
    ["(vivo|vivimos|estamos|estoy) en", "we live in"],
    ["muro de (contención|contencion)", "retaining wall"],
    ["calentador de agua", "water heater"],
    ["aire acondicionado", "air conditioner"],
    ["(paneles|placas) solares", "solar panels"],
    [
      "(cargador|estación de carga) (para|de) (carro|auto|coche|vehículo|vehiculo) (eléctrico|electrico)",
      "ev charger",
    ],
    ["panel (eléctrico|electrico)", "electrical panel"],
    [
      "(unidad de vivienda accesoria|vivienda accesoria|vivienda adicional|segunda vivienda|casa de huéspedes|casa de huespedes)",
      "adu",
    ],
    [
      "(convertir|convierto|convertir mi|remodelar) (el |la |mi )?(garaje|cochera|garage)",
      "garage conversion",
    ],
    ["entrada (de|para) (autos|carros|coches)", "driveway"],
    ["(pies cuadrados|pies2|pie cuadrado)", "square feet"],
    ["(metros cuadrados|metro cuadrado|m²)", "square meters"],
    ["(de alto|de altura|de alta)", "tall"],
    ["(\\d) por (\\d)", "$1 by $2"],
    ["(cerca|barda|valla|reja)s?", "fence"],
    ["(cobertizo|caseta|bodega|casita de herramientas)", "shed"],
    ["(terraza|deck|plataforma de madera)", "deck"],
    ["(techo|tejado|azotea)", "roof"],
    ["ventanas?", "window"],
    ["puertas?", "door"],
    ["cocina", "kitchen"],
    ["(baño|bano)s?", "bathroom"],
    ["(piscina|alberca)s?", "pool"],
    ["(garaje|cochera)", "garage"],
    ["(ampliación|ampliacion|adición|adicion|cuarto adicional|cuarto extra)", "addition"],
    ["(demoler|demolición|demolicion|tumbar)", "demolish"],
    ["(pérgola|pergola)", "pergola"],
    ["(porche|pórtico)", "porch"],
    ["(generador)", "generator"],
    ["(sótano|sotano)", "basement"],
    ["(pintar|pintura)", "painting"],
    ["(gabinetes|alacenas)", "cabinets"],
    ["azulejos?", "tile"],
    ["(tejas|teja)", "shingles"],
    ["(granero|establo)", "barn"],
    ["(inspecciones|inspección|inspeccion)", "inspections"],
    ["(documentos|planos)", "documents"],
    ["(código|codigo)", "code"],
    ["(costo|tarifa|cuota|precio)", "fee"],
    ["permisos?", "permit"],
    ["pulgadas?", "inches"],
    ["pies", "feet"],
    ["pie", "foot"],
    ["metros?", "meters"],
    ["(adosad[oa]|pegad[oa]) a la casa", "attached to the house"],
    ["(independiente|separad[oa] de la casa|no pegad[oa])", "detached"],
    ["(construir|hacer|poner|levantar)", "build"],
    ["(instalar)", "install"],
    ["(cambiar|reemplazar|remplazar)", "replace"],
    ["(puedo)", "can i"],
    ["(necesito)", "do i need"],
  ] as const
).map(([pattern, english]) => [new RegExp(`(?<![\\p{L}])${pattern}(?![\\p{L}])`, "giu"), english]);

const NUMBERS: Record<string, number> = {
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  quince: 15,
  veinte: 20,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  cien: 100,
  doscientos: 200,
};

/** A Spanish question in the English the analysis reads. */
export function spanishToEnglish(question: string): string {
  // Case is kept: a capitalised place name ("Vivo en Sunrise Manor") still reads as one.
  let text = question.replace(/[¿¡]/g, "");
  text = text.replace(/(?<![\p{L}])(\p{L}+)(?![\p{L}])/gu, (word) => {
    const lower = word.toLowerCase();
    return lower in NUMBERS && lower !== "una" ? String(NUMBERS[lower]) : word;
  });
  for (const [pattern, english] of PHRASES) text = text.replace(pattern, english);
  return text;
}
