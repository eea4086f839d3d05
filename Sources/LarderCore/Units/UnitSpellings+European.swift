/// How units are written in recipes in the other main European languages:
/// German, French, Spanish, Italian, Portuguese, Dutch, Danish, Norwegian,
/// Swedish, Hungarian and Polish. Same format as `UnitSpellings.english`.
///
/// Only words that cannot be misread in an English line are listed: the French
/// "cc" (cuillère à café) stays millilitres as English writes it, the Hungarian
/// "cs" (csomag) is left out because French uses it for a tablespoon, and the
/// Portuguese "un" is left out because it is the French article.
extension UnitSpellings {
    static let european: [(String, String)] = german + romance + nordic + central

    /// German, Austrian and Swiss kitchens.
    private static let german: [(String, String)] = [
        ("g", "gramm"),
        ("kg", "kilogramm"),
        ("ml", "milliliter"),
        ("tbsp", "el essl esslöffel eßlöffel"),
        ("tsp", "tl teel teelöffel"),
        ("pinch", "prise/prisen msp messerspitze/messerspitzen"),
        ("piece", "stück stk stck"),
        ("bunch", "bund bd bündel"),
        ("clove", "zehe/zehen"),
        ("can", "dosen"),
        ("package", "packung/packungen pck pkg päckchen pkt"),
        ("slice", "scheibe/scheiben"),
        ("cup", "tasse/tassen"),
        ("stalk", "stange/stangen"),
        ("stem", "stiel/stiele stängel"),
        ("sprig", "zweig/zweige"),
        ("leaf", "blatt/blätter"),
        ("head", "kopf/köpfe"),
        ("cube", "würfel"),
        ("tub", "becher"),
        ("jar", "glas/gläser"),
        ("drop", "tropfen"),
        ("handful", "handvoll"),
        ("splash", "schuss"),
        ("dash", "spritzer"),
        ("bag", "beutel"),
    ]

    /// French, Spanish, Italian and Portuguese kitchens.
    private static let romance: [(String, String)] = [
        ("g", "gramme/grammes gramo/gramos grammo/grammi grama/gramas"),
        ("kg", "kilogramo/kilogramos quilo/quilos quilograma/quilogramas"),
        ("ml", "millilitre/millilitres mililitro/mililitros millilitro/millilitri"),
        ("l", "litro/litri litros"),
        (
            "tbsp",
            """
            c_à_soupe c_a_soupe c_à_s c_s cs càs cas cuillère_à_soupe/cuillères_à_soupe \
            cuillere_a_soupe/cuilleres_a_soupe cuillerée_à_soupe/cuillerées_à_soupe cuil_à_soupe \
            cucharada/cucharadas cda/cdas cucchiaio/cucchiai \
            colher_de_sopa/colheres_de_sopa colher_sopa/colheres_sopa c_de_sopa c_sopa
            """
        ),
        (
            "tsp",
            """
            c_à_café c_a_cafe c_à_c c_c càc cac cuillère_à_café/cuillères_à_café \
            cuillere_a_cafe/cuilleres_a_cafe cuillerée_à_café/cuillerées_à_café cuil_à_café c_à_thé \
            cuillère_à_thé/cuillères_à_thé cucharadita/cucharaditas cdta/cdtas cdita/cditas \
            cucchiaino/cucchiaini colher_de_chá/colheres_de_chá colher_de_cha/colheres_de_cha \
            colher_chá/colheres_chá c_de_chá c_de_cha c_chá
            """
        ),
        ("dsp", "colher_de_sobremesa/colheres_de_sobremesa"),
        // A "xícara (de chá)" is the Brazilian 240 ml measuring cup.
        ("cup", "tasse/tasses taza/tazas tazza/tazze xícara_de_chá/xícaras_de_chá xícara/xícaras xicara/xicaras"),
        ("glass", "verre/verres vaso/vasos bicchiere/bicchieri copo/copos"),
        ("pinch", "pincée/pincées pincee/pincees pizca/pizcas pizzico/pizzichi pitada/pitadas"),
        ("clove", "gousse/gousses diente/dientes spicchio/spicchi dente/dentes"),
        ("slice", "tranche/tranches rebanada/rebanadas rodaja/rodajas fetta/fette fatia/fatias"),
        ("can", "boîte/boîtes boite/boites lata/latas scatola/scatole barattolo/barattoli"),
        ("bunch", "botte/bottes manojo/manojos mazzo/mazzi mazzetto/mazzetti maço/maços"),
        ("sprig", "brin/brins ramita/ramitas rametto/rametti raminho/raminhos"),
        ("leaf", "feuille/feuilles hoja/hojas foglia/foglie folha/folhas"),
        ("piece", "pièce/pièces morceau/morceaux pieza/piezas unidad/unidades pezzo/pezzi unidade/unidades unid"),
        ("package", "paquet/paquets paquete/paquetes pacote/pacotes confezione/confezioni"),
        ("sachet", "bustina/bustine"),
        ("head", "cabeza/cabezas"),
    ]

    /// Dutch, Danish, Norwegian and Swedish kitchens. "el" and "tl" are Dutch as well as German.
    private static let nordic: [(String, String)] = [
        ("tbsp", "eetlepel/eetlepels eetl spsk spiseske/spiseskeer ss msk matsked/matskedar"),
        ("tsp", "theelepel/theelepels thl tsk teske/teskeer tesked/teskedar"),
        // The Swedish spice measure is one millilitre.
        ("ml", "krm kryddmått"),
        ("pinch", "snufje/snufjes mespunt knivspids knivsodd knivsudd nypa"),
        ("clove", "teentje/teentjes teen/tenen fed fedd klyfta/klyftor"),
        ("piece", "stuk/stuks stykke/stykker styk st styck stycken"),
        ("slice", "plak/plakken plakje/plakjes skive/skiver skiva/skivor"),
        ("bunch", "bos/bossen bosje/bosjes knippe/knippen"),
        ("sprig", "takje/takjes kvist/kviste"),
        ("stalk", "stilk/stilke stjälk/stjälkar stængel"),
        ("can", "blik/blikken dåse/dåser boks/bokser burk/burkar"),
        ("package", "pakje/pakjes pakke/pakker paket"),
        ("cup", "kopje/kopjes kop/kopper kopp/koppar"),
        ("leaf", "blad blaadje/blaadjes"),
        ("head", "krop"),
    ]

    /// Hungarian and Polish kitchens.
    private static let central: [(String, String)] = [
        ("dag", "dkg dag dekagramm deka"),
        ("tbsp", "ek evőkanál evőkanálnyi łyżka/łyżki łyżek"),
        ("tsp", "tk teáskanál teáskanálnyi kk kávéskanál mk mokkáskanál łyżeczka/łyżeczki łyżeczek"),
        ("pinch", "csipet/csipetnyi szczypta/szczypty"),
        ("clove", "gerezd ząbek/ząbki ząbków"),
        ("piece", "db darab sztuka/sztuki sztuk"),
        ("bunch", "csokor pęczek/pęczki"),
        ("head", "fej"),
        ("sprig", "szál"),
        ("cup", "bögre"),
        ("metric cup", "szklanka/szklanki szklanek"),
    ]
}
