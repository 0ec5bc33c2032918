"""The house's palette as Cycles materials: black, ivory and camel cloth, wood, brass."""
import math

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


def _add_scaled(nodes, links, fine, weight, base):
    """A height made of a base pattern plus a finer one at `weight`: base + weight * fine."""
    height = nodes.new("ShaderNodeMath")
    height.operation = "MULTIPLY_ADD"
    height.inputs[1].default_value = weight
    links.new(fine, height.inputs[0])
    links.new(base, height.inputs[2])
    return height.outputs["Value"]


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
    """Ivory boucle tweed: small curled loops of yarn, with black and gold flecks."""
    mat, nodes, links, bsdf = _material(name)
    coords = _coords(nodes, links, (70, 70, 70))
    curl = nodes.new("ShaderNodeTexNoise")  # bends the loops so that no two read alike
    curl.inputs["Scale"].default_value = 3
    curl.inputs["Detail"].default_value = 4
    links.new(coords, curl.inputs["Vector"])
    bent = nodes.new("ShaderNodeVectorMath")
    bent.operation = "MULTIPLY_ADD"
    bent.inputs[1].default_value = (1.2, 1.2, 1.2)
    links.new(curl.outputs["Color"], bent.inputs[0])
    links.new(coords, bent.inputs[2])
    loops = nodes.new("ShaderNodeTexVoronoi")
    loops.feature = "F1"
    loops.inputs["Scale"].default_value = 2.5
    links.new(bent.outputs["Vector"], loops.inputs["Vector"])
    fuzz = nodes.new("ShaderNodeTexNoise")
    fuzz.inputs["Scale"].default_value = 40
    fuzz.inputs["Detail"].default_value = 8
    links.new(coords, fuzz.inputs["Vector"])
    # High at the edges: each cell is a round, sunk loop, with fuzz over it.
    height = _add_scaled(nodes, links, fuzz.outputs["Fac"], 0.12, loops.outputs["Distance"])
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
    shade = nodes.new("ShaderNodeMixRGB")  # the hollows between loops hold a little shadow of their own
    shade.blend_type = "MULTIPLY"
    shade.inputs["Fac"].default_value = 0.35
    links.new(ramp.outputs["Color"], shade.inputs["Color1"])
    links.new(loops.outputs["Distance"], shade.inputs["Color2"])
    links.new(shade.outputs["Color"], bsdf.inputs["Base Color"])
    bsdf.inputs["Roughness"].default_value = 0.9
    bsdf.inputs["Sheen"].default_value = 1.0
    _bump(nodes, links, bsdf, height, 0.8, 0.003)
    return mat


def houndstooth(name, checks_per_metre=38, threads=4, texels=12, yarns=3):
    """Black and ivory houndstooth: 4-and-4 warp and weft in a 2/2 twill; each crossing shows `yarns` round ends."""
    size = 2 * threads * texels
    colour, height = bpy.data.images.new("houndstooth", size, size), bpy.data.images.new("twill", size, size)
    rgba, bumps = [], []
    for py in range(size):
        for px in range(size):
            x, y = px // texels, py // texels
            across = (px % texels + 0.5) / texels, (py % texels + 0.5) / texels
            warp_shows = (x + y) % 4 < 2
            dark = (x % (2 * threads) < threads) if warp_shows else (y % (2 * threads) < threads)
            rise = abs(math.sin(math.pi * yarns * (across[0] if warp_shows else across[1])))  # each end is round
            tone = (0.015 if dark else 0.72, 0.015 if dark else 0.68, 0.015 if dark else 0.6)
            rgba += [c * (0.7 + 0.3 * rise) for c in tone] + [1]
            bumps += [rise] * 3 + [1]
    colour.pixels, height.pixels = rgba, bumps
    height.colorspace_settings.name = "Non-Color"
    mat, nodes, links, bsdf = _material(name)
    coords = _coords(nodes, links, (checks_per_metre, checks_per_metre, 1))
    for image, socket in ((colour, bsdf.inputs["Base Color"]), (height, None)):
        tile = nodes.new("ShaderNodeTexImage")
        tile.image, tile.interpolation = image, "Linear"
        links.new(coords, tile.inputs["Vector"])
        if socket:
            links.new(tile.outputs["Color"], socket)
        else:
            _bump(nodes, links, bsdf, tile.outputs["Color"], 0.25, 0.0008)
    bsdf.inputs["Roughness"].default_value = 0.8
    bsdf.inputs["Sheen"].default_value = 0.8
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
    coords = _coords(nodes, links, (1, 1, 1))
    links.new(coords, rib.inputs["Vector"])
    stitch = nodes.new("ShaderNodeTexWave")  # the rows of stitches that make up each rib
    stitch.wave_type = "BANDS"
    stitch.bands_direction = "Y"
    stitch.inputs["Scale"].default_value = 240
    stitch.inputs["Distortion"].default_value = 1.5
    links.new(coords, stitch.inputs["Vector"])
    _bump(nodes, links, bsdf, _add_scaled(nodes, links, stitch.outputs["Fac"], 0.3, rib.outputs["Fac"]), 0.35)
    return mat
