reset
$D0 << EOD
20 0.5734389999999999 0.536575 0.765951
100 2.3920630000000003 2.211839 2.6214389999999996
EOD
$D1 << EOD
20 0.876543 0.782335 1.028095
100 3.424255 3.2112629999999998 3.457023
EOD
$D2 << EOD
20 0.708607 0.5488630000000001 0.765951
100 2.801663 2.4084470000000002 2.850815
EOD
$D3 << EOD
20 0.987135 0.8806390000000001 1.556479
100 4.095999 3.948543 4.980734999999999
EOD
$D4 << EOD
20 0.614399 0.589823 0.729087
100 2.670591 2.473983 2.7361269999999998
EOD
$D5 << EOD
20 0.876543 0.8437749999999999 1.064959
100 3.850239 3.620863 4.292607
EOD
$D6 << EOD
20 0.720895 0.647167 0.856063
100 3.0474229999999998 2.6214389999999996 3.0801909999999997
EOD
$D7 << EOD
20 1.261567 1.040383 3.604479
100 4.292607 3.9813110000000003 4.784127000000001
EOD
$D8 << EOD
20 11.927551 11.141119 12.517375
100 287.309823 274.72691100000003 316.669951
EOD
$D9 << EOD
20 20.078874 18.468875 26.855171
100 369.403548 330.857586 382.527233
EOD
$D10 << EOD
20 14.811135 13.303807 16.252927
100 367.001599 348.12723100000005 381.681663
EOD
$D11 << EOD
20 22.711422 20.163688999999998 32.087226
100 370.659701 350.78780800000004 384.00523300000003
EOD
$D12 << EOD
20 0.303103 0.268287 0.409599
100 2.0561909999999997 1.8759670000000002 2.1299189999999997
EOD
$D13 << EOD
20 0.544767 0.45875099999999996 0.602111
100 2.555903 2.310143 2.899967
EOD
$D14 << EOD
20 0.925695 0.872447 0.9625589999999999
100 3.784703 3.3587190000000002 3.784703
EOD
$D15 << EOD
20 1.933311 1.712127 2.310143
100 7.241727 6.586367 8.093695
EOD
$D16 << EOD
20 0.544767 0.509951 0.561151
100 2.654207 2.5231350000000003 2.8835830000000002
EOD
$D17 << EOD
20 0.905215 0.729087 0.991231
100 3.276799 2.981887 3.735551
EOD
$D18 << EOD
20 0.700415 0.679935 0.987135
100 3.7027829999999997 3.440639 3.817471
EOD
$D19 << EOD
20 1.220607 0.983039 1.253375
100 4.784127000000001 4.718591 5.079039
EOD
$D20 << EOD
20 1.032191 0.9215990000000001 1.056767
100 3.7027829999999997 3.194879 3.817471
EOD
$D21 << EOD
20 1.638399 1.5646710000000001 5.439487
100 6.848511 6.815743 7.176191
EOD
$D22 << EOD
20 0.561151 0.407551 0.6062069999999999
100 2.703359 2.654207 2.818047
EOD
$D23 << EOD
20 0.782335 0.6213780000000001 1.007615
100 3.342335 3.276799 4.014079000000001
EOD
$D24 << EOD
20 0.778239 0.770047 0.868351
100 3.948543 3.620863 4.063231
EOD
$D25 << EOD
20 1.155071 1.019903 1.212415
100 4.653055 4.358143 5.308415
EOD
$D26 << EOD
20 44.040191 44.040191 44.040191
EOD
$D27 << EOD
20 47.809833 44.542097999999996 47.866301
EOD
$D28 << EOD
20 0.167679375
EOD
set terminal pngcairo noenhanced size 620,420 font 'sans,10'
set output "moves_overhead.png"
set multiplot layout 1,1 title "Overhead per move against nodes (p50 solid, p99 dashed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "nodes"
set ylabel "overhead per round (ms)"
set xtics ("20" 20, "100" 100) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.1341435:768.0104660000001]
set xrange [14.285714285714286:140.0]
set title "TCP" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed p99", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "zmq pubsub p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "zmq pubsub p99", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "czmq pubsub p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "czmq pubsub p99", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "nanomsg pubsub p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "nanomsg pubsub p99", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "nng pubsub p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#D55E00" title "nng pubsub p99", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "raw pubsub p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#000000" title "raw pubsub p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#F0E442" title "nats pubsub p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#F0E442" title "nats pubsub p99", \
     $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#999999" title "redis pubsub p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#999999" title "redis pubsub p99", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "mqtt pubsub p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#882255" title "mqtt pubsub p99", \
     $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#44AA99" title "nats reply p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#44AA99" title "nats reply p99", \
     $D22 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#117733" title "redis reply p50", \
     $D23 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#117733" title "redis reply p99", \
     $D24 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "mqtt reply p50", \
     $D25 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "mqtt reply p99", \
     $D26 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "nanomsg survey p50", \
     $D27 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "nanomsg survey p99", \
     $D28 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nng survey p50: failed"
unset multiplot
set output
set terminal svg noenhanced size 620,420 dynamic font 'sans,10' background '#ffffff'
set output "moves_overhead.svg"
set multiplot layout 1,1 title "Overhead per move against nodes (p50 solid, p99 dashed)" font ',13'
set grid xtics ytics lc rgb '#dddddd'
set key outside right top font ',8' spacing 0.9
set xlabel "nodes"
set ylabel "overhead per round (ms)"
set xtics ("20" 20, "100" 100) font ',8'
set logscale x 2
set logscale y 10
set format y '%g'
set yrange [0.1341435:768.0104660000001]
set xrange [14.285714285714286:140.0]
set title "TCP" font ',11'
plot $D0 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed p50", \
     $D1 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "zmq addressed p99", \
     $D2 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed p50", \
     $D3 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "czmq addressed p99", \
     $D4 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#009E73" title "zmq pubsub p50", \
     $D5 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#009E73" title "zmq pubsub p99", \
     $D6 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#CC79A7" title "czmq pubsub p50", \
     $D7 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#CC79A7" title "czmq pubsub p99", \
     $D8 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#56B4E9" title "nanomsg pubsub p50", \
     $D9 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#56B4E9" title "nanomsg pubsub p99", \
     $D10 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#D55E00" title "nng pubsub p50", \
     $D11 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#D55E00" title "nng pubsub p99", \
     $D12 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#000000" title "raw pubsub p50", \
     $D13 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#000000" title "raw pubsub p99", \
     $D14 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#F0E442" title "nats pubsub p50", \
     $D15 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#F0E442" title "nats pubsub p99", \
     $D16 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#999999" title "redis pubsub p50", \
     $D17 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#999999" title "redis pubsub p99", \
     $D18 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#882255" title "mqtt pubsub p50", \
     $D19 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#882255" title "mqtt pubsub p99", \
     $D20 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#44AA99" title "nats reply p50", \
     $D21 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#44AA99" title "nats reply p99", \
     $D22 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#117733" title "redis reply p50", \
     $D23 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#117733" title "redis reply p99", \
     $D24 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#0072B2" title "mqtt reply p50", \
     $D25 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#0072B2" title "mqtt reply p99", \
     $D26 using 1:2:3:4 with yerrorlines lw 1.5 dt 1 pt 7 ps 0.6 lc rgb "#E69F00" title "nanomsg survey p50", \
     $D27 using 1:2:3:4 with yerrorlines lw 1.5 dt 2 pt 7 ps 0.6 lc rgb "#E69F00" title "nanomsg survey p99", \
     $D28 using 1:2 with points pt 2 ps 2 lw 2 lc rgb "#009E73" title "nng survey p50: failed"
unset multiplot
set output
