"""The house's palette as Cycles materials: black, ivory and camel cloth, wood, brass."""
import bpy


def _material(name):
    mat = bpy.data.materials.new(name)
    mat.use_nodes = True
    nodes, links = mat.node_tree.nodes, mat.node_tree.links
    bsdf = nodes["Principled BSDF"]
    return mat, nodes, links, bsdf


def _coords(nodes, links, scale, uv=True):
    coord = nodes.new("ShaderNodeTexCoord")
    mapping = nodes.new("ShaderNodeMapping")
    mapping.inputs["Scale"].default_value = scale
    links.new(coord.outputs["UV" if uv else "Object"], mapping.inputs["Vector"])
    return mapping.outputs["Vector"]


def _bump(nodes, links, bsdf, height, strength, distance=0.002):
    bump = nodes.new("ShaderNodeBump")
    bump.inputs["Strength"].default_value = strength
    bump.inputs["Distance"].default_value = distance
    links.new(height, bump.inputs["Height"])
    links.new(bump.outputs["Normal"], bsdf.inputs["Normal"])


def plain(name, colour, roughness=0.6, metallic=0.0, sheen=0.0):
    mat, _, _, bsdf = _material(name)
    bsdf.inputs["Base Color"].default_value = (*colour, 1)
    bsdf.inputs["Roughness"].default_value = roughness
    bsdf.inputs["Metallic"].default_value = metallic
    bsdf.inputs["Sheen"].default_value = sheen
    return mat


def linen(name, colour, scale=900):
    """A fine woven cloth: for the dress form's cover and the backdrop."""
    mat, nodes, links, bsdf = _material(name)
    bsdf.inputs["Base Color"].default_value = (*colour, 1)
    bsdf.inputs["Roughness"].default_value = 0.85
    bsdf.inputs["Sheen"].default_value = 0.6
    weave = nodes.new("ShaderNodeTexWave")
    weave.inputs["Scale"].default_value = scale
    weave.inputs["Distortion"].default_value = 4
    links.new(_coords(nodes, links, (1, 1, 1)), weave.inputs["Vector"])
    _bump(nodes, links, bsdf, weave.outputs["Fac"], 0.08)
    return mat


def boucle(name):
    """Ivory boucle tweed: looped yarn bumps with black and gold flecks."""
    mat, nodes, links, bsdf = _material(name)
    coords = _coords(nodes, links, (70, 70, 70))
    loops = nodes.new("ShaderNodeTexVoronoi")
    loops.feature = "DISTANCE_TO_EDGE"
    links.new(coords, loops.inputs["Vector"])
    flecks = nodes.new("ShaderNodeTexNoise")
    flecks.inputs["Scale"].default_value = 9
    flecks.inputs["Detail"].default_value = 6
    links.new(coords, flecks.inputs["Vector"])
    ramp = nodes.new("ShaderNodeValToRGB")
    ramp.color_ramp.interpolation = "CONSTANT"
    stops = ramp.color_ramp.elements
    stops[0].color = (0.02, 0.02, 0.02, 1)
    stops[1].position = 0.36
    stops[1].color = (0.70, 0.64, 0.54, 1)
    gold = stops.new(0.66)
    gold.color = (0.55, 0.38, 0.14, 1)
    ivory = stops.new(0.70)
    ivory.color = (0.72, 0.66, 0.56, 1)
    links.new(flecks.outputs["Fac"], ramp.inputs["Fac"])
    links.new(ramp.outputs["Color"], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.9
    bsdf.inputs["Sheen"].default_value = 1.0
    _bump(nodes, links, bsdf, loops.outputs["Distance"], 0.7, 0.004)
    return mat


def houndstooth(name, checks_per_metre=38):
    """Black and ivory houndstooth: 4-and-4 warp and weft in a 2/2 twill, drawn as an 8x8 tile."""
    image = bpy.data.images.new("houndstooth", 8, 8)
    pixels = []
    for y in range(8):
        for x in range(8):
            warp_shows = (x + y) % 4 < 2
            dark = (x % 8 < 4) if warp_shows else (y % 8 < 4)
            pixels += [0.015, 0.015, 0.015, 1] if dark else [0.72, 0.68, 0.6, 1]
    image.pixels = pixels
    mat, nodes, links, bsdf = _material(name)
    tile = nodes.new("ShaderNodeTexImage")
    tile.image = image
    tile.interpolation = "Closest"
    links.new(_coords(nodes, links, (checks_per_metre, checks_per_metre, 1)), tile.inputs["Vector"])
    links.new(tile.outputs["Color"], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.8
    bsdf.inputs["Sheen"].default_value = 0.8
    fuzz = nodes.new("ShaderNodeTexNoise")
    fuzz.inputs["Scale"].default_value = 1400
    _bump(nodes, links, bsdf, fuzz.outputs["Fac"], 0.15)
    return mat


def knit(name, colour=(0.26, 0.135, 0.055)):
    """Camel cashmere in a fine rib: vertical waves with a soft halo."""
    mat, nodes, links, bsdf = _material(name)
    bsdf.inputs["Base Color"].default_value = (*colour, 1)
    bsdf.inputs["Roughness"].default_value = 0.75
    bsdf.inputs["Sheen"].default_value = 1.0
    bsdf.inputs["Sheen Tint"].default_value = 0.8
    rib = nodes.new("ShaderNodeTexWave")
    rib.wave_type = "BANDS"
    rib.bands_direction = "X"
    rib.inputs["Scale"].default_value = 160
    rib.inputs["Distortion"].default_value = 0.4
    links.new(_coords(nodes, links, (1, 1, 1)), rib.inputs["Vector"])
    _bump(nodes, links, bsdf, rib.outputs["Fac"], 0.35)
    return mat
